// The `wl` command: declares each command and reports an operator's mistake as one line with exit code 1.
import { Command } from 'commander';
import { CliError, errorLine } from './lib/cliError.ts';

const program = new Command('wl')
  .description('White-label mobile front end: validate merchant configs, preview them, build the app')
  // Commander's own errors (an unknown option, a missing argument) print as one line too.
  .configureOutput({ outputError: (text, write) => write(`${errorLine(text.replace(/^error:\s*/, ''))}\n`) });

program
  .command('validate')
  .description('check merchant and template files against their schemas and against each other (all of them by default)')
  .argument('[paths...]', 'merchant or template JSON files')
  .option('--format <format>', 'text, or json for CI: one JSON document with the problems and warnings', 'text')
  .option('--json', 'the same as --format json')
  .option('--fix', 'apply the safe fixes the cross-document rules offer, then check again')
  .option('--no-cache', 'check everything again, even when nothing it read has changed since the last check')
  .option('--rules', 'list the cross-document rules, with their severity, and check nothing')
  .option('--watch', 'validate again whenever a merchant or template file changes (Ctrl+C stops)')
  .action(async (paths: string[], opts: { format: string; json?: boolean; fix?: boolean; cache: boolean; rules?: boolean; watch?: boolean }) => {
    const { listRules, runValidate, watchValidate } = await import('./commands/validate.ts');
    if (opts.rules) return listRules();
    if (opts.format !== 'text' && opts.format !== 'json') throw new CliError(`--format is text or json, not "${opts.format}"`);
    const options = { json: opts.json || opts.format === 'json', fix: opts.fix, cache: opts.cache };
    if (!opts.watch) {
      process.exitCode = await runValidate(paths, options);
      return;
    }
    const stop = await watchValidate(paths, options);
    process.once('SIGINT', () => void stop().then(() => process.exit(0)));
    process.once('SIGTERM', () => void stop().then(() => process.exit(0)));
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
  .command('studio')
  .description(
    'edit merchants and templates in the browser, with forms from the schemas and the live app beside them (this machine only, behind an access token)',
  )
  .argument('[merchant]', 'merchant code to open first')
  .option('-p, --port <port>', 'port to listen on (default: $PORT or 5180)')
  .option('--no-build', 'serve the existing dist/ and dist-studio/ without rebuilding them')
  .action(async (merchant: string | undefined, opts: { port?: string; build: boolean }) => {
    const { runStudio } = await import('./commands/studio.ts');
    await runStudio(merchant, opts);
  });

program
  .command('serve')
  .description('serve the built app and the reference API as deployed: merchants by host name, security headers, no dev outboxes')
  .option('-p, --port <port>', 'port to listen on (default: $PORT or 8080)')
  .option('--host <host>', 'interface to listen on (default: 0.0.0.0)')
  .option('--drain-delay <seconds>', 'on SIGTERM or SIGINT, seconds /readyz answers 503 while requests are still served (default: $WL_DRAIN_DELAY or 5)')
  .option('--shutdown-timeout <seconds>', 'the longest a stop waits for requests in flight (default: $WL_SHUTDOWN_TIMEOUT or 30)')
  .option('--metrics-port <port>', 'serve Prometheus metrics at /metrics on this port, apart from the public one (default: $WL_METRICS_PORT; none)')
  .option('--metrics-host <host>', 'interface the metrics listen on (default: $WL_METRICS_HOST or 127.0.0.1, this machine only)')
  .option('--log-field-data', "also write each report of players' Core Web Vitals to the log (default: $WL_LOG_FIELD_DATA=1)")
  .action(
    async (opts: {
      port?: string;
      host?: string;
      drainDelay?: string;
      shutdownTimeout?: string;
      metricsPort?: string;
      metricsHost?: string;
      logFieldData?: boolean;
    }) => {
      const { runServe } = await import('./commands/serve.ts');
      await runServe(opts);
    },
  );

program
  .command('build')
  .description("make the production build in dist/ (and the studio's in dist-studio/)")
  .option('--prerender', 'then write the entry pages and shells for a static deployment (wl prerender)')
  .action(async (opts: { prerender?: boolean }) => {
    const { runBuild } = await import('./commands/build.ts');
    await runBuild();
    const { buildStudio } = await import('./commands/studio.ts');
    await buildStudio({ force: true });
    if (!opts.prerender) return;
    const { runPrerender } = await import('./commands/prerender.ts');
    process.exitCode = await runPrerender({});
  });

program
  .command('prerender')
  .description("write each merchant's entry pages, per host name and language, and its shell as static HTML for a reverse proxy (after wl build)")
  .option('--out <dir>', 'output folder (default: dist/prerendered)')
  .option('--merchant <codes>', 'only these merchants (repeatable, or a comma list)', (value: string, list?: string[]) => [...(list ?? []), value])
  .option('--allow-shell', 'exit 0 even when a page could only be written as the shell')
  .action(async (opts: { out?: string; merchant?: string[]; allowShell?: boolean }) => {
    const { runPrerender } = await import('./commands/prerender.ts');
    process.exitCode = await runPrerender(opts);
  });

program
  .command('cs-path')
  .description('encode a customer-service chat address for a merchant file (or decode one with --decode)')
  .argument('<value>', 'the chat address, or an encoded path with --decode')
  .option('--key <key>', 'the 8-letter key (default: a random one)')
  .option('--decode', 'decode an encoded path instead')
  .action(async (value: string, opts: { key?: string; decode?: boolean }) => {
    const { runCsPath } = await import('./commands/csPath.ts');
    console.log(runCsPath(value, opts));
  });

program
  .command('new-merchant')
  .description('copy a merchant file and its images to a new merchant, with its own code, name, domains, lines and image paths')
  .argument('<code>', 'the new merchant code (also its file name)')
  .requiredOption('--from <code>', 'the merchant to copy')
  .option('--name <name>', 'the display name (default: from the code, "lucky99" → "Lucky 99")')
  .option('--domain <hosts...>', "the host names that serve it (default: the source's own domains with its code replaced)")
  .action(async (code: string, opts: { from: string; name?: string; domain?: string[] }) => {
    const { runNewMerchant } = await import('./commands/newMerchant.ts');
    process.exitCode = await runNewMerchant(code, opts);
  });

program
  .command('publish')
  .description('check every merchant and template as wl validate does and, with no error, store them and their images as a release that wl serve serves')
  .option('--at <time>', 'make it active at this time (ISO 8601 with its offset), not at once')
  .option('--note <text>', 'what the release is for, shown by wl releases')
  .option('--by <name>', 'who publishes it (default: the user running the command)')
  .action(async (opts: { at?: string; note?: string; by?: string }) => {
    const { runPublish } = await import('./commands/releases.ts');
    process.exitCode = await runPublish(opts);
  });

const releases = program
  .command('releases')
  .description('list the releases, newest first: id, state (active, scheduled, past), when and by whom, the note')
  .option('--json', 'one JSON document')
  .action(async (opts: { json?: boolean }) => {
    const { runReleases } = await import('./commands/releases.ts');
    await runReleases(opts);
  });

releases
  .command('diff')
  .description('what changed from one release to another (the active one by default): per file, each value by its JSON pointer, before and after')
  .argument('<from>', 'a release id')
  .argument('[to]', 'a release id (default: the active release)')
  .option('--json', 'one JSON document')
  .action(async (from: string, to: string | undefined, _opts: unknown, command: Command) => {
    const { runReleaseDiff } = await import('./commands/releases.ts');
    // --json is read by `releases` itself whichever side of `diff` it is written.
    await runReleaseDiff(from, to, command.optsWithGlobals<{ json?: boolean }>());
  });

releases
  .command('restore')
  .description("write a release's files and images back over the project's, to go on editing from it (only those that differ)")
  .argument('<release>', 'a release id')
  .action(async (release: string) => {
    const { runRestore } = await import('./commands/releases.ts');
    await runRestore(release);
  });

program
  .command('rollback')
  .description('make the release served before the active one (or the one named) active again, at once; run again, it undoes the rollback')
  .argument('[release]', 'a release id')
  .option('--by <name>', 'who rolls back (default: the user running the command)')
  .action(async (release: string | undefined, opts: { by?: string }) => {
    const { runRollback } = await import('./commands/releases.ts');
    await runRollback(release, opts);
  });

program
  .command('migrate')
  .description("bring merchant and template files up to the schema's version by the smallest edits (all of them by default)")
  .argument('[paths...]', 'merchant or template JSON files')
  .option('--dry-run', 'print the planned edits, each with its line, and write nothing')
  .action(async (paths: string[], opts: { dryRun?: boolean }) => {
    const { runMigrate } = await import('./commands/migrate.ts');
    process.exitCode = await runMigrate(paths, opts);
  });

program
  .command('shots')
  .description(
    'screenshot merchants × languages × pages × visitor/member × phone sizes into a contact sheet; --compare marks what changed since an earlier run',
  )
  .argument('[merchants...]', 'merchant codes (default: the one wl preview opens)')
  .option('--languages <list>', "comma list of language codes; default or all for each merchant's default or every one (default: all)")
  .option('--pages <list>', "comma list of the app's pages, such as home,benefits,inviteFriends (default: home,login,register,memberHome)")
  .option('--members <list>', 'visitor, member, or visitor,member (the default)')
  .option('--viewports <list>', "comma list of small, medium, large (the studio preview's sizes) or WxH such as 412x915 (default: medium)")
  .option('--out <dir>', 'folder for the pictures and index.html, emptied first (default: .data/shots)')
  .option('--compare <dir>', "an earlier run's folder: mark each cell changed, unchanged, new or gone, and draw the differences")
  .option('--project <dir>', "another checkout's merchants/ and templates/, shown with this one's build")
  .option(
    '--at <time>',
    'show the site as it will be (or was) at this moment, ISO 8601 with its offset: banners, popups and other windowed content judged then',
  )
  .option('--no-build', 'use the existing dist/ without rebuilding it')
  .action(
    async (
      merchants: string[],
      opts: {
        languages?: string;
        pages?: string;
        members?: string;
        viewports?: string;
        out?: string;
        compare?: string;
        project?: string;
        at?: string;
        build: boolean;
      },
    ) => {
      const { runShots } = await import('./commands/shots.ts');
      process.exitCode = await runShots(merchants, opts);
    },
  );

try {
  await program.parseAsync();
} catch (error) {
  console.error(errorLine(error));
  process.exitCode = 1;
}
