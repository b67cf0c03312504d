# syntax=docker/dockerfile:1
# `wl serve` as a container (docs/operations.md): a build stage with every dependency, and an image
# with the production dependencies, the build and the sources the server runs from (TypeScript, run by
# tsx, which is a production dependency), as the user `node`.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    WL_DATA_DIR=/data/pglite
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/src ./src
COPY --from=build /app/server ./server
COPY --from=build /app/project ./project
COPY --from=build /app/schema ./schema
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/merchants ./merchants
COPY --from=build /app/templates ./templates
# The embedded database's folder, when no DATABASE_URL is given: a volume the user may write.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8080 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node is the container's first process and receives SIGTERM itself (a graceful stop).
STOPSIGNAL SIGTERM
CMD ["node", "scripts/wl.mjs", "serve", "--metrics-host", "0.0.0.0", "--metrics-port", "9464"]
