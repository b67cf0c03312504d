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
  .option('--no-build', 'serve the existing dist/ without rebuilding it')
  .action(async (merchant: string | undefined, opts: { port?: string; build: boolean }) => {
    const { runPreview } = await import('./commands/preview.ts');
    await runPreview(merchant, opts);
  });

program
  .command('build')
  .description('make the production build in dist/')
  .action(async () => {
    const { runBuild } = await import('./commands/build.ts');
    await runBuild();
  });

await program.parseAsync();
