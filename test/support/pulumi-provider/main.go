// pulumi-resource-stackgatetest: the test tree's own Pulumi resource provider (a test double of a
// cloud, not of Pulumi). One resource, stackgatetest:index:File, is a file on disk: create writes
// it after `delaySeconds` (a create the engine's Cancel cuts short, as a cloud call would be),
// read finds it by id (its path), update rewrites it, delete removes it. The files are the ground
// truth the end-to-end tests compare Pulumi's state against, and a test makes real drift by
// editing or deleting one.
//
// Built by `node scripts/engines.mjs install pulumi-provider`; never committed as a binary.
package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/pulumi/pulumi-go-provider/infer"
)

// Version is the plugin version the tests install it as (pulumi plugin install … --file).
const Version = "0.1.0"

// File is a file whose id is its absolute path.
type File struct{}

// FileArgs are the inputs of a File.
type FileArgs struct {
	Path         string `pulumi:"path"`
	Content      string `pulumi:"content"`
	DelaySeconds int    `pulumi:"delaySeconds,optional"`
	// IgnoreCancel makes the create wait out its delay although the engine cancels it, as a
	// cloud API mid-create does: the engine's first-signal stop then cannot finish in time.
	IgnoreCancel bool `pulumi:"ignoreCancel,optional"`
	// SettleMillis keeps the create in flight that long after the file exists (not cancellable),
	// as a cloud whose resource exists before its API answers: a kill then leaves an orphan.
	SettleMillis int `pulumi:"settleMillis,optional"`
	// Triggers and Environment are carried into the state and nothing else: inputs of a list and
	// a map shape, for the tests of how a change to such values is shown.
	Triggers    []string          `pulumi:"triggers,optional"`
	Environment map[string]string `pulumi:"environment,optional"`
}

// FileState is what the state records of a File.
type FileState struct {
	Path         string            `pulumi:"path"`
	Content      string            `pulumi:"content"`
	DelaySeconds int               `pulumi:"delaySeconds"`
	IgnoreCancel bool              `pulumi:"ignoreCancel"`
	SettleMillis int               `pulumi:"settleMillis"`
	Triggers     []string          `pulumi:"triggers,optional"`
	Environment  map[string]string `pulumi:"environment,optional"`
}

func stateOf(args FileArgs) FileState {
	return FileState{Path: args.Path, Content: args.Content, DelaySeconds: args.DelaySeconds, IgnoreCancel: args.IgnoreCancel, SettleMillis: args.SettleMillis, Triggers: args.Triggers, Environment: args.Environment}
}

func wait(ctx context.Context, seconds int) error {
	if seconds <= 0 {
		return nil
	}
	timer := time.NewTimer(time.Duration(seconds) * time.Second)
	defer timer.Stop()
	select {
	case <-timer.C:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("create cut short: %w", ctx.Err())
	}
}

func write(path, content string) error {
	if !filepath.IsAbs(path) {
		return fmt.Errorf("path must be absolute, got %q", path)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(content), 0o644)
}

// Create waits delaySeconds (cancellable), then writes the file.
func (File) Create(ctx context.Context, req infer.CreateRequest[FileArgs]) (infer.CreateResponse[FileState], error) {
	state := stateOf(req.Inputs)
	if req.DryRun {
		return infer.CreateResponse[FileState]{ID: req.Inputs.Path, Output: state}, nil
	}
	waitCtx := ctx
	if req.Inputs.IgnoreCancel {
		waitCtx = context.WithoutCancel(ctx)
	}
	if err := wait(waitCtx, req.Inputs.DelaySeconds); err != nil {
		return infer.CreateResponse[FileState]{}, err
	}
	if _, err := os.Lstat(req.Inputs.Path); err == nil {
		return infer.CreateResponse[FileState]{}, fmt.Errorf("%s already exists", req.Inputs.Path)
	}
	if err := write(req.Inputs.Path, req.Inputs.Content); err != nil {
		return infer.CreateResponse[FileState]{}, err
	}
	time.Sleep(time.Duration(req.Inputs.SettleMillis) * time.Millisecond)
	return infer.CreateResponse[FileState]{ID: req.Inputs.Path, Output: state}, nil
}

// Read finds the file by id; a missing file is a resource that is gone (empty id).
func (File) Read(_ context.Context, req infer.ReadRequest[FileArgs, FileState]) (infer.ReadResponse[FileArgs, FileState], error) {
	content, err := os.ReadFile(req.ID)
	if errors.Is(err, fs.ErrNotExist) {
		return infer.ReadResponse[FileArgs, FileState]{}, nil
	}
	if err != nil {
		return infer.ReadResponse[FileArgs, FileState]{}, err
	}
	args := FileArgs{Path: req.ID, Content: string(content), DelaySeconds: req.Inputs.DelaySeconds, IgnoreCancel: req.Inputs.IgnoreCancel, SettleMillis: req.Inputs.SettleMillis, Triggers: req.Inputs.Triggers, Environment: req.Inputs.Environment}
	return infer.ReadResponse[FileArgs, FileState]{ID: req.ID, Inputs: args, State: stateOf(args)}, nil
}

// Update rewrites the file in place (a new path is a replacement: see Diff's default).
func (File) Update(_ context.Context, req infer.UpdateRequest[FileArgs, FileState]) (infer.UpdateResponse[FileState], error) {
	if req.DryRun {
		return infer.UpdateResponse[FileState]{Output: stateOf(req.Inputs)}, nil
	}
	if err := write(req.ID, req.Inputs.Content); err != nil {
		return infer.UpdateResponse[FileState]{}, err
	}
	return infer.UpdateResponse[FileState]{Output: stateOf(req.Inputs)}, nil
}

// Delete removes the file; one already gone is deleted.
func (File) Delete(_ context.Context, req infer.DeleteRequest[FileState]) (infer.DeleteResponse, error) {
	if err := os.Remove(req.ID); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return infer.DeleteResponse{}, err
	}
	return infer.DeleteResponse{}, nil
}

func main() {
	provider, err := infer.NewProviderBuilder().
		WithResources(infer.Resource(File{})).
		WithNamespace("stackgate").
		Build()
	if err != nil {
		fmt.Fprintf(os.Stderr, "error: %s\n", err)
		os.Exit(1)
	}
	if err := provider.Run(context.Background(), "stackgatetest", Version); err != nil {
		fmt.Fprintf(os.Stderr, "error: %s\n", err)
		os.Exit(1)
	}
}
