# One image for the API replicas and the queue workers (docker-compose.yml picks the command).
# Stage 1 installs every workspace and builds the API, storefront and staff console;
# stage 2 keeps only production dependencies and the built output.

FROM node:20-bookworm AS build
# The project's npm (11): its lockfile and its allowScripts list (which dependency may run
# install scripts: better-sqlite3 compiles, the rest is skipped) are read as on a developer's machine.
RUN npm install -g npm@11 --no-audit --no-fund
WORKDIR /app
# Manifests first, so dependency layers are reused while only sources change.
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY storefront/package.json storefront/
COPY admin/package.json admin/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY packages/api-client/package.json packages/api-client/
COPY packages/local-path/package.json packages/local-path/
# better-sqlite3 compiles here (python3, make and g++ come with the full node image).
RUN npm ci --no-audit --no-fund
COPY packages packages
COPY api api
COPY storefront storefront
COPY admin admin
RUN npm run build
# Drop dev dependencies (test tools, Vite, TypeScript), then gather what the runtime needs:
# the API build, both front-end builds and the modules, including those npm had to nest
# under api/node_modules because the root holds another version.
RUN npm prune --omit=dev --no-audit --no-fund \
 && mkdir -p /runtime/api /runtime/storefront /runtime/admin /runtime/packages \
 && cp -r package.json node_modules /runtime/ \
 && cp -r packages/local-path /runtime/packages/ \
 && cp -r api/package.json api/dist /runtime/api/ \
 && if [ -d api/node_modules ]; then cp -r api/node_modules /runtime/api/; fi \
 && cp -r storefront/dist storefront/dist-server /runtime/storefront/ \
 && cp -r admin/dist /runtime/admin/

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /runtime ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]
