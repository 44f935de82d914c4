export const HELP = `stackgate — run Terraform, OpenTofu and Pulumi safely from CI

Usage: stackgate <command> [flags]

Commands
  preview            init, plan into a saved plan file, show the changes, write the PR comment
  up | apply         plan (or load the reviewed plan with --digest), check approval, apply exactly that plan
  recover            post step: stop a surviving engine, release a dead owner's lock, repair half-applied state
  unlock             release the state lock only when its owner is provably dead (--force overrides)
  status             engine version, who holds the state lock (owner alive or dead), what the last
                     run created that is in no state, the saved plan and its digest
  demo               the headline, offline in a temp dir: an apply killed mid-way, then recovered
                     (stranded lock released, orphans imported) and converged
  help | version

Flags
  -C, --workdir DIR         engine project directory (default: .)
  -s, --stack NAME          stack name used in the comment marker and plan path (default: default;
                            Pulumi: dev, org/dev or org/project/stack, qualified as Pulumi does)
      --project NAME        project name for the comment marker (default: the workdir's name)
      --engine NAME         terraform | tofu | pulumi (default: terraform)
      --engine-binary PATH  binary to run (default: the engine name)
      --plan-file PATH      saved plan (default: <workdir>/.stackgate/<stack>.tfplan)
      --mode MODE           preview/up: normal | destroy | refresh (state only) (default normal)
      --digest DIGEST       up: apply only the saved plan with this digest (full or 12-char short)
  -y, --yes                 up: apply without asking
      --approve             up: ask on the terminal before applying
      --json                print one JSON result object on stdout (progress goes to stderr)
      --detailed-exitcode   preview: exit 2 when the plan has changes
      --comment-file PATH   write the rendered PR comment markdown here (recover: the comment
                            after recovery, as the Action's post step posts it)
      --comment-limit N     maximum comment size in characters (default 65536)
      --lock-timeout DUR    how long the engine waits for the state lock (default 0s)
      --var NAME=VALUE      engine variable (repeatable)
      --var-file PATH       engine variable file (repeatable)
      --config PATH         settings file (default: <workdir>/stackgate.yml)
      --stop-timeout DUR    time the engine gets after the first signal (default: 6s on GitHub, else 20s)
      --recovery POLICY     drift after an interrupted apply: refresh | report-only | fail (default refresh)
      --orphans POLICY      resources created but in no state: import | report (default import)
      --pending-creates P   Pulumi pending creates: import (journal ids) | clear | fail (default import)
      --state-digest P      s3 state digest mismatch after a kill: report | repair (default report)
      --stale-after DUR     opt-in: treat locks older than this as abandoned
      --journal-dir DIR     durable journal copy for backends other than local, pg and s3
      --force               unlock: release even without evidence that the owner is dead
  -h, --help | -V, --version

Environment: STACKGATE_ENGINE, STACKGATE_WORKDIR, STACKGATE_STACK, ... (each flag, upper-cased);
not --yes, --approve or --digest: approval comes only from the command line (also never from
stackgate.yml). STACKGATE_SECRETS: extra values (one per line) that must never appear in output.
STACKGATE_PLAN_KEY: secret (16+ characters) that seals the saved plan: preview encrypts it
(AES-256-GCM), up --digest applies only a plan it decrypts and authenticates with it.

Exit codes
  0 success · 1 failed · 2 changes (preview --detailed-exitcode) · 3 approval missing or refused
  4 state locked by someone else · 5 saved plan stale: preview again · 64 bad input
  69 engine not available · 130/143 interrupted by SIGINT/SIGTERM
`;
