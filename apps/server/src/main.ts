import { insecureSettings, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { seedDemo } from './seed/demo';
import { ensureOperatorToken } from './modules/billing/operator-token';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

// Each phase of a start says so: a start that stalls (a crashed embedded database being
// recovered on a busy machine) shows where.
console.log(`  Starting Candid: opening the ${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}…`);
// `npm run billing` signs its calls with this token (OPERATOR_TOKEN, else DATA_DIR/operator-token).
ensureOperatorToken(config);
const opening = performance.now();
const app = await buildApp(config);
app.log.info(`Database and modules ready in ${Math.round(performance.now() - opening)} ms`);
for (const warning of insecureSettings(config)) app.log.warn(`Insecure setting: ${warning}`);
// The demo is seeded by the processes that serve the app, never by a worker alone.
if (config.seedDemo && config.role !== 'worker') {
  // The demo is a convenience: a seed that fails is logged, and the server starts anyway.
  const demo = await seedDemo(app.ctx).catch((err: unknown) => {
    app.log.error({ err }, 'Could not seed the demo enterprise');
    return null;
  });
  if (demo) {
    app.log.info(`Seeded the demo enterprise in ${demo.ms} ms: ${demo.jobs} jobs, ${demo.candidates} candidates, ${demo.answers} recorded answers.`);
    if (demo.recordingsSkipped) app.log.warn(`Demo recordings skipped: ${demo.recordingsSkipped}`);
    if (demo.speechSkipped) app.log.warn(`Demo answers without speech: ${demo.speechSkipped}`);
    if (demo.transcriptsQueued) {
      app.log.info(`Demo transcripts: ${demo.transcriptsQueued} answers queued for speech recognition; their transcripts and summaries appear over the next minutes.`);
    } else if (demo.answers) {
      app.log.warn('Demo transcripts not made: no speech recognition engine runs (apt-get install pocketsphinx pocketsphinx-en-us, or STT_BASE_URL).');
    }
    console.log(
      `\n  Demo login: ${demo.email}  /  ${demo.password}\n  (team members: ${demo.others.join(', ')}; same password)\n`,
    );
  }
}

// A graceful stop (modules/system/shutdown.ts); a second Ctrl-C, or a stop that hangs past its
// grace and a margin for closing, ends the process at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: shutting down`);
    setTimeout(() => process.exit(1), config.shutdownGraceMs + 10_000).unref();
    app.shutdown.run().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'Shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
if (config.role === 'worker') {
  console.log(`  Candid worker is running: background jobs and mail; /api/health, /api/ready and /metrics on port ${config.port}`);
} else {
  const worker = config.role === 'web' ? '  (no background jobs here: run a CANDID_ROLE=worker process)' : '';
  const devMail = config.devMailbox && !config.smtpUrl ? `  (dev mailbox: ${config.publicUrl}/dev/mailbox)` : '';
  const devSms = config.devSmsOutbox ? `  (dev SMS outbox: ${config.publicUrl}/dev/sms)` : '';
  console.log(`  Candid is running at ${config.publicUrl}${devMail}${devSms}${worker}`);
}
