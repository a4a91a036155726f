# syntax=docker/dockerfile:1
# mcp-lint container image: a static binary on a distroless, non-root base.
#   docker build --build-arg VERSION=v1.2.3 -t mcp-lint .
#   docker run --rm -v "$PWD:/src" mcp-lint /src
ARG GO_VERSION=1.26

FROM golang:${GO_VERSION}-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=dev
ARG COMMIT=""
ARG DATE=""
ENV CGO_ENABLED=0
RUN go build -trimpath -ldflags "-s -w -X main.version=${VERSION} -X main.commit=${COMMIT} -X main.date=${DATE}" \
      -o /out/mcp-lint ./cmd/mcp-lint

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/mcp-lint /usr/local/bin/mcp-lint
USER nonroot:nonroot
WORKDIR /src
ENTRYPOINT ["/usr/local/bin/mcp-lint"]
CMD ["scan", "."]
