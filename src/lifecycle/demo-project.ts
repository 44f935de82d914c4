/**
 * The bundled demo project: built-in `terraform_data` resources on the local backend, so it
 * needs no provider download, no account and no network.
 */
export const DEMO_FILES: Readonly<Record<string, string>> = {
  "main.tf": `terraform {
  required_version = ">= 1.4.0"
}

variable "release" {
  type    = string
  default = "2026.11"
}

variable "database_password" {
  type      = string
  default   = "demo-only-not-a-real-password"
  sensitive = true
}

resource "terraform_data" "network" {
  input = {
    cidr = "10.20.0.0/16"
    name = "demo-network"
  }
}

resource "terraform_data" "database" {
  input = {
    engine   = "postgres"
    size     = "small"
    network  = terraform_data.network.output.name
    password = var.database_password
  }
}

resource "terraform_data" "app" {
  count            = 2
  triggers_replace = [var.release]
  input = {
    name     = "app-\${count.index}"
    release  = var.release
    database = terraform_data.database.id
  }
}

output "app_names" {
  value = [for a in terraform_data.app : a.output.name]
}

output "database_password" {
  value     = var.database_password
  sensitive = true
}
`,
};
