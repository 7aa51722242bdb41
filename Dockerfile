# One multi-stage build for every deployable unit: `--target api` or `--target static` with
# APP=<shell|mf-quiz|...>. The builder stage compiles everything once; each image copies only its part.
FROM node:20-bookworm AS builder
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN npm ci --no-audit --no-fund && npx nx run-many -t build --parallel=2

FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production
COPY --from=builder /app/package.json /app/package-lock.json ./
COPY --from=builder /app/node_modules ./node_modules
COPY --from=builder /app/dist/api ./dist/api
COPY --from=builder /app/nx.json ./nx.json
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/api/main.js"]

FROM nginx:1.27-alpine AS static
ARG APP
COPY --from=builder /app/dist/${APP} /usr/share/nginx/html
COPY deploy/nginx-${APP}.conf /etc/nginx/conf.d/default.conf
