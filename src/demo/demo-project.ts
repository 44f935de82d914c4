/**
 * The bundled demo project: built-in `terraform_data` resources, so it needs no provider
 * download, no account and no network. Each resource is slow to create (a `local-exec` that
 * sleeps) and then "exists" as a file in the demo's cloud directory, a line with its id per
 * creation (a resource created twice would show two) — the
 * demo's stand-in for a cloud console, where a resource lost by a killed run would still be.
 */

/** In creation order: each depends on the one before, so the apply makes them one by one. */
export const DEMO_RESOURCES = ["network", "database", "queue", "app"] as const;

/** Where the resources "exist", relative to the project directory. */
export const DEMO_CLOUD_DIR = "cloud";

/** How long each resource takes to create, in seconds. */
const CREATE_SECONDS = 1;

/** A sensitive default that must never reach a comment or a log (the demo checks it). */
const DEMO_SECRET = "demo-only-not-a-real-password";

export interface DemoBackendAddresses {
  address: string;
  lock_address: string;
  unlock_address: string;
}

function resourceBlock(name: string, index: number): string {
  const previous = index > 0 ? DEMO_RESOURCES[index - 1] : undefined;
  return `resource "terraform_data" "${name}" {
${previous ? `  depends_on = [terraform_data.${previous}]\n` : ""}  provisioner "local-exec" {
    command = "sleep ${CREATE_SECONDS} && echo \${self.id} >> ${DEMO_CLOUD_DIR}/${name}"
  }
}
`;
}

/** main.tf for a project whose state lives on the demo's http backend. */
export function demoMainTf(backend: DemoBackendAddresses): string {
  return `terraform {
  required_version = ">= 1.4.0"
  backend "http" {
    address        = "${backend.address}"
    lock_address   = "${backend.lock_address}"
    unlock_address = "${backend.unlock_address}"
  }
}

variable "database_password" {
  type      = string
  default   = "${DEMO_SECRET}"
  sensitive = true
}

${DEMO_RESOURCES.map(resourceBlock).join("\n")}
output "database_password" {
  value     = var.database_password
  sensitive = true
}
`;
}
