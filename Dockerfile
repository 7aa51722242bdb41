# One multi-stage build for every deployable unit: `--target api --build-arg APP=api`, or
# `--target static --build-arg APP=<shell|mf-quiz|...>`. Dependencies install once in a layer
# shared by all images; each image then builds only its own app (`nx build <APP>`), so releasing
# one remote rebuilds and replaces only that remote's container.
FROM node:20-bookworm AS deps
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Manifests first: source changes then leave the (slow: native SQLite build) npm ci layer cached.
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/store/package.json libs/store/
COPY libs/ui/package.json libs/ui/
COPY libs/mf-runtime/package.json libs/mf-runtime/
COPY shell/package.json shell/
COPY mf-quiz/package.json mf-quiz/
COPY mf-tracker/package.json mf-tracker/
COPY mf-catalog/package.json mf-catalog/
COPY mf-content/package.json mf-content/
COPY mf-admin/package.json mf-admin/
COPY services/api/package.json services/api/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

FROM deps AS builder
ARG APP
ARG BUILD_VERSION=dev
COPY . .
RUN test -n "$APP" || { echo "build with --build-arg APP=<api|shell|mf-quiz|...>"; exit 1; }
RUN BUILD_VERSION="$BUILD_VERSION" npx nx build "$APP" --outputStyle=static

FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production
COPY --from=builder /app/package.json /app/package-lock.json ./
COPY --from=builder /app/node_modules ./node_modules
COPY --from=builder /app/dist/api ./dist/api
COPY --from=builder /app/nx.json ./nx.json
EXPOSE 3000
# Migrations run on start under a database lock (or once by `npm run migrate`); healthy means they are done and the API answers.
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/api/main.js"]

FROM nginx:1.27-alpine AS static
ARG APP
COPY --from=builder /app/dist/${APP} /usr/share/nginx/html
COPY deploy/nginx-${APP}.conf /etc/nginx/conf.d/default.conf
