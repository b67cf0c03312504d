import { Command } from 'commander';

const program = new Command('wl')
  .description('White-label mobile front end: validate merchant configs, preview them, build the app');

program
  .command('validate')
  .description('check merchant and template files against their schemas (all of them by default)')
  .argument('[paths...]', 'merchant or template JSON files')
  .option('--json', 'print errors as JSON')
  .action(async (paths: string[], opts: { json?: boolean }) => {
    const { runValidate } = await import('./commands/validate.ts');
    process.exitCode = await runValidate(paths, opts);
  });

program
  .command('preview')
  .description('serve the app and the reference API on one origin, reloading configs as they change')
  .argument('[merchant]', 'merchant code or path to a merchant file')
  .option('-p, --port <port>', 'port to listen on (default: $PORT or 5173)')
  .option('--host [host]', 'interface to listen on (default: 127.0.0.1, this machine only; --host alone: every interface)')
  .option('--no-build', 'serve the existing dist/ without rebuilding it')
  .action(async (merchant: string | undefined, opts: { port?: string; host?: string | boolean; build: boolean }) => {
    const { runPreview } = await import('./commands/preview.ts');
    await runPreview(merchant, opts);
  });

program
  .command('serve')
  .description('serve the built app and the reference API as deployed: merchants by host name, security headers, no dev outboxes')
  .option('-p, --port <port>', 'port to listen on (default: $PORT or 8080)')
  .option('--host <host>', 'interface to listen on (default: 0.0.0.0)')
  .action(async (opts: { port?: string; host?: string }) => {
    const { runServe } = await import('./commands/serve.ts');
    await runServe(opts);
  });

program
  .command('build')
  .description('make the production build in dist/')
  .action(async () => {
    const { runBuild } = await import('./commands/build.ts');
    await runBuild();
  });

program
  .command('cs-path')
  .description('encode a customer-service chat address for a merchant file (or decode one with --decode)')
  .argument('<value>', 'the chat address, or an encoded path with --decode')
  .option('--key <key>', 'the 8-letter key (default: a random one)')
  .option('--decode', 'decode an encoded path instead')
  .action(async (value: string, opts: { key?: string; decode?: boolean }) => {
    const { decodeCsPath, encodeCsPath } = await import('../src/rules/customerService.ts');
    if (opts.decode) {
      console.log(decodeCsPath(value));
      return;
    }
    const { randomBytes } = await import('node:crypto');
    const key = opts.key ?? randomBytes(6).toString('base64').replace(/[^A-Za-z0-9]/g, 'x').slice(0, 8);
    console.log(encodeCsPath(value, key));
  });

await program.parseAsync();
