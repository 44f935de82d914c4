# syntax=docker/dockerfile:1
#
# The stackgate Bitbucket Pipe image: Node 24 (official image), the bundled pipe
# (dist/pipe.js, built and committed by `npm run build`) and the engines it drives.
# Engine versions are build arguments; an empty version leaves that engine out:
#
#   docker build --build-arg TERRAFORM_VERSION=1.11.4 --build-arg OPENTOFU_VERSION=1.9.1 \
#                --build-arg PULUMI_VERSION=3.136.1 -t stackgate/stackgate-pipe:0.1.0 .
#
# Every download is checked against the vendor's published SHA-256 sums.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS engines
ARG TERRAFORM_VERSION=1.11.4
ARG OPENTOFU_VERSION=1.9.1
ARG PULUMI_VERSION=3.136.1
# Set by BuildKit from --platform (amd64 when built without it).
ARG TARGETARCH
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates curl unzip \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /tmp/engines
RUN mkdir -p /opt/engines/bin \
 && TARGETARCH="${TARGETARCH:-amd64}" \
 && if [ -n "${TERRAFORM_VERSION}" ]; then \
      base="https://releases.hashicorp.com/terraform/${TERRAFORM_VERSION}"; \
      zip="terraform_${TERRAFORM_VERSION}_linux_${TARGETARCH}.zip"; \
      curl -fsSLO "${base}/${zip}" \
      && curl -fsSLO "${base}/terraform_${TERRAFORM_VERSION}_SHA256SUMS" \
      && grep " ${zip}\$" "terraform_${TERRAFORM_VERSION}_SHA256SUMS" | sha256sum -c - \
      && unzip -o "${zip}" terraform -d /opt/engines/bin; \
    fi \
 && if [ -n "${OPENTOFU_VERSION}" ]; then \
      base="https://github.com/opentofu/opentofu/releases/download/v${OPENTOFU_VERSION}"; \
      zip="tofu_${OPENTOFU_VERSION}_linux_${TARGETARCH}.zip"; \
      curl -fsSLO "${base}/${zip}" \
      && curl -fsSLO "${base}/tofu_${OPENTOFU_VERSION}_SHA256SUMS" \
      && grep " ${zip}\$" "tofu_${OPENTOFU_VERSION}_SHA256SUMS" | sha256sum -c - \
      && unzip -o "${zip}" tofu -d /opt/engines/bin; \
    fi \
 && if [ -n "${PULUMI_VERSION}" ]; then \
      arch="$([ "${TARGETARCH}" = "arm64" ] && echo arm64 || echo x64)"; \
      base="https://get.pulumi.com/releases/sdk"; \
      tgz="pulumi-v${PULUMI_VERSION}-linux-${arch}.tar.gz"; \
      curl -fsSLO "${base}/${tgz}" \
      && curl -fsSLO "${base}/pulumi-${PULUMI_VERSION}-checksums.txt" \
      && grep " ${tgz}\$" "pulumi-${PULUMI_VERSION}-checksums.txt" | sha256sum -c - \
      && tar -xzf "${tgz}" -C /opt/engines/bin --strip-components=1; \
    fi \
 && rm -rf /tmp/engines/*

FROM ${NODE_IMAGE}
ARG TERRAFORM_VERSION=1.11.4
ARG OPENTOFU_VERSION=1.9.1
ARG PULUMI_VERSION=3.136.1
LABEL org.opencontainers.image.title="stackgate Bitbucket Pipe" \
      org.opencontainers.image.description="Run Terraform, OpenTofu and Pulumi safely from Bitbucket Pipelines" \
      org.opencontainers.image.licenses="Apache-2.0" \
      io.stackgate.terraform-version="${TERRAFORM_VERSION}" \
      io.stackgate.opentofu-version="${OPENTOFU_VERSION}" \
      io.stackgate.pulumi-version="${PULUMI_VERSION}"
# git and ssh: Terraform modules and Pulumi programs fetched from repositories.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates git openssh-client \
 && rm -rf /var/lib/apt/lists/*
COPY --from=engines /opt/engines/bin/ /usr/local/bin/
COPY dist/pipe.js dist/cli.js /opt/stackgate/dist/
# Lazily imported code (the AWS SDK, the pg driver): see scripts/build.mjs.
COPY dist/chunks /opt/stackgate/dist/chunks/
COPY package.json /opt/stackgate/
ENV TF_IN_AUTOMATION=1 \
    TF_INPUT=0 \
    CHECKPOINT_DISABLE=1 \
    PULUMI_SKIP_UPDATE_CHECK=true \
    NODE_ENV=production
# Pipes run in the step's clone (BITBUCKET_CLONE_DIR), as the step's user.
ENTRYPOINT ["node", "/opt/stackgate/dist/pipe.js"]
