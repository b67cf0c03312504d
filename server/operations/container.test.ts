// The container image and the compose file, checked as far as a machine without a container daemon
// can: the Dockerfile passes a linter (dockerfile-utils, the Docker language server's checks), and both
// say what docs/operations.md promises: a slim Node 20 base, production dependencies only, a user that
// is not root, a health check on /healthz, node receiving the stop signal itself, and two instances on
// one PostgreSQL behind the proxy with deploy/nginx.conf.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { load } from 'js-yaml';

const root = path.resolve(__dirname, '../..');
const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');
const dockerfile = read('Dockerfile');
const instructions = dockerfile
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .filter((line) => line.trim() && !line.trim().startsWith('#'));
const stages = instructions
  .join('\n')
  .split(/^FROM /m)
  .slice(1);

test('the Dockerfile passes the linter', () => {
  expect(validate(dockerfile).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
});

test('the image: slim Node 20, production dependencies only, the build, not root, a health check, signals to node', () => {
  expect(stages).toHaveLength(2);
  for (const stage of stages) expect(stage).toMatch(/^node:20-[a-z]+-slim\b/);
  const image = stages[1];
  expect(image).toMatch(/RUN npm ci --omit=dev\b/);
  expect(image).toMatch(/COPY --from=build \/app\/dist \.\/dist/);
  expect(image).toMatch(/COPY --from=build \/app\/dist-server \.\/dist-server/);
  expect(image).toMatch(/^USER node$/m);
  expect(image.indexOf('USER node')).toBeGreaterThan(image.lastIndexOf('RUN '));
  expect(image).toMatch(/^HEALTHCHECK .*CMD \[.*\/healthz/m);
  // The exec form: node is the first process and hears SIGTERM.
  expect(image).toMatch(/^CMD \["node", "scripts\/wl\.mjs", "serve"/m);
  // What the server reads at run time is in the image.
  for (const folder of ['src', 'server', 'project', 'schema', 'scripts', 'merchants', 'templates']) expect(image).toContain(`/app/${folder} ./${folder}`);
  expect(read('.dockerignore').split('\n')).toEqual(expect.arrayContaining(['node_modules', '.data', '.git', 'secrets']));
});

test('compose: PostgreSQL, two instances sharing it and one RSA key, the proxy with deploy/nginx.conf', () => {
  const compose = load(read('compose.yaml')) as {
    services: Record<
      string,
      {
        image?: string;
        build?: string;
        entrypoint?: string[];
        environment?: Record<string, string>;
        secrets?: string[];
        volumes?: string[];
        healthcheck?: unknown;
        depends_on?: unknown;
        stop_grace_period?: string;
      }
    >;
  };
  const { db, app1, app2, proxy } = compose.services;
  expect(db.image).toMatch(/^postgres:/);
  expect(db.healthcheck).toBeDefined();
  for (const app of [app1, app2]) {
    expect(app.build).toBe('.');
    expect(app.entrypoint?.join(' ')).toMatch(/DATABASE_URL="postgres:\/\/wl_app:.*@db:5432\/wl_app" node scripts\/wl\.mjs serve/);
    expect(app.environment?.WL_RSA_KEY_FILE).toBe('/run/secrets/rsa-key');
    expect(app.environment?.WL_TRUSTED_PROXIES).toBeTruthy();
    // Longer than the stop's own bound, so the orchestrator never cuts a drain short.
    expect(Number.parseInt(app.stop_grace_period ?? '10', 10)).toBeGreaterThan(30);
  }
  expect(proxy.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
  expect(read('deploy/nginx.conf')).toMatch(/server app1:8080[^;]*;\s*server app2:8080/);
  // No secret is written in the file itself.
  expect(read('compose.yaml')).not.toMatch(/PASSWORD: [^/\s]/);
});
