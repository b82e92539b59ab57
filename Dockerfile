# The backend (and the workspaces it shares a lockfile with) on Node 24.
FROM node:24-slim

WORKDIR /app

# Manifests first, so source changes do not invalidate the dependency layer.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY shell/package.json shell/
COPY mfe-portfolio/package.json mfe-portfolio/
COPY mfe-insights/package.json mfe-insights/
COPY mfe-news/package.json mfe-news/
COPY mfe-tools/package.json mfe-tools/
RUN npm ci --no-audit --no-fund

COPY . .

RUN mkdir -p /data && chown node:node /data
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
VOLUME /data
EXPOSE 3000
USER node

CMD ["npm", "start"]
