import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MSG } from '@candid/shared';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { HttpError, registerErrorHandling, sendError } from './http/errors';
import { registerAccessControl } from './http/access';
import { registerApiCompression } from './http/compression';
import { registerInputGuards } from './http/input-guard';
import { RequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { createTargetLimits, databaseRateLimitStore } from './http/rate-limit';
import { registerSpa } from './http/spa';
import { SessionService } from './modules/auth/sessions';
import { candidateTokens } from './modules/campaigns/candidate-token';
import { DevMailboxTransport, SmtpTransport, type MailTransport } from './platform/mail/transport';
import { MailWorker } from './platform/mail/worker';
import { createSmsTransport } from './platform/sms/transport';
import { SmsWorker } from './platform/sms/worker';
import { OfflineGenerator } from './platform/ai/offline/index';
import { OpenAiCompatibleProvider } from './platform/ai/openai';
import { PgJobQueue, QUEUE_WAKE_CHANNEL, workerWaker } from './platform/queue/queue';
import { WEBHOOK_LANE } from './modules/webhooks/deliver';
import { DomainEvents } from './platform/events';
import { BULK_TRANSCRIBE_CONCURRENCY, BULK_TRANSCRIBE_LANE } from './modules/transcripts/job';
import { stopTranscodes } from './modules/media/transcode';
import { createMediaStore } from './platform/media/index';
import { createSpeechProvider } from './platform/speech/index';
import { createSpeechToText } from './platform/stt/index';
import { createAvatarProvider } from './platform/avatar/index';
import { createPayments } from './platform/payments/stripe';
import { createJobBoards } from './platform/jobboards/index';
import { createSecretBox } from './platform/secrets';
import { authRoutes } from './modules/auth/routes';
import { userRoutes } from './modules/users/routes';
import { enterpriseRoutes } from './modules/enterprises/routes';
import { metricsRoutes, systemRoutes } from './modules/system/routes';
import { registerShutdown } from './modules/system/shutdown';
import { Metrics } from './platform/metrics/metrics';
import { devMailRoutes } from './modules/devmail/routes';
import { devSmsRoutes } from './modules/devmail/sms-routes';
import { messagingRoutes } from './modules/messaging/routes';
import { generationRoutes } from './modules/generation/routes';
import { campaignRoutes } from './modules/campaigns/routes';
import { questionRoutes } from './modules/questions/routes';
import { ensurePackages } from './modules/billing/plan';
import { referenceRoutes } from './modules/reference/routes';
import { seedReferenceData } from './modules/reference/seed';
import { templateRoutes } from './modules/templates/routes';
import { formRoutes } from './modules/forms/routes';
import { commentRoutes } from './modules/comments/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { settingRoutes } from './modules/settings/routes';
import { employerRoutes } from './modules/employers/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { mediaRoutes } from './modules/media/routes';
import { reviewShareRoutes } from './modules/review-shares/routes';
import { transcriptRoutes } from './modules/transcripts/routes';
import { lifecycleRoutes } from './modules/lifecycle/routes';
import { interviewRoutes } from './modules/interview/routes';
import { candidateRoutes } from './modules/candidates/routes';
import { ratingRoutes } from './modules/ratings/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { funnelRoutes } from './modules/funnel/routes';
import { scorecardRoutes } from './modules/scorecards/routes';
import { smsRoutes } from './modules/sms/routes';
import { shortLinkRoutes } from './modules/interview/short-link';
import { interviewBuildRoutes } from './modules/interview-build/routes';
import { imageRoutes } from './modules/images/routes';
import { snippetRoutes } from './modules/snippets/routes';
import { teamRoutes } from './modules/team/routes';
import { billingRoutes } from './modules/billing/routes';
import { stripeRoutes } from './modules/billing/stripe-routes';
import { operatorRoutes } from './modules/billing/operator-routes';
import { auditRoutes } from './modules/audit/routes';
import { dataRequestRoutes } from './modules/data-requests/routes';
import { jobBoardRoutes } from './modules/jobboards/routes';
import { careersApiRoutes, careersRoutes } from './modules/careers/routes';
import { exportRoutes } from './modules/exports/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { ApiKeyOrSessionLookup } from './modules/api-keys/authenticate';
import { webhookRoutes } from './modules/webhooks/routes';
import { commandRoutes } from './commands/routes';
import { registerJobs } from './jobs';

export interface BuildOptions {
  /** An open database to use (tests share one); otherwise one is opened from config. */
  database?: Database;
  /** Start the job queue and the mail worker (default true; never with CANDID_ROLE=web). */
  startWorkers?: boolean;
}

/** Paths registered by third-party plugins that are public by design. */
const PUBLIC_PLUGIN_PREFIXES = ['/api/docs'];

/** Builds the whole application: plugins, adapters and modules. Used by main and by tests. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const database = opts.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  await ensurePackages({ db: database.db });
  await seedReferenceData({ db: database.db });
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request, when it is answered, instead of Fastify's two.
    logController: new RequestLog(),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 300 },
    bodyLimit: 1024 * 1024,
    // Only the configured proxies' X-Forwarded-For is believed: anyone else could name any
    // address and step around the per-address rate limits.
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    // Malformed URLs and similar router-level errors get the wrapper too.
    frameworkErrors: (error, _request, reply) =>
      sendError(reply, new HttpError(400, MSG.validationFailed, { request: [error.message] })),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Before the routes, whose hooks they are: the graceful stop (SIGTERM) and the HTTP metrics.
  registerShutdown(app, config.shutdownGraceMs);
  const metrics = new Metrics(database);
  metrics.registerHttpHooks(app);
  // First: every answer carries them, a 401 from the access hook included.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.secureCookies,
  });
  registerInputGuards(app);

  const sessions = new SessionService(database.db, { secureCookies: config.secureCookies });
  await sessions.listen(database);
  const transport: MailTransport = config.smtpUrl
    ? new SmtpTransport(config.smtpUrl)
    : new DevMailboxTransport(database.db);
  // A web process runs no worker: what it queues wakes the workers of other processes (NOTIFY).
  const wakeElsewhere = config.role === 'web' ? workerWaker(database.db, app.log) : undefined;
  const mail = new MailWorker(database.db, transport, config.mailFrom, app.log, { wakeElsewhere });
  const smsTransport = createSmsTransport(config, database.db);
  const sms = smsTransport && new SmsWorker(database.db, smsTransport, app.log, { wakeElsewhere, statusCallback: `${config.publicUrl}/api/sms/status` });
  const ai = config.ai.baseUrl
    ? new OpenAiCompatibleProvider({ ...config.ai, baseUrl: config.ai.baseUrl })
    : new OfflineGenerator();
  // Webhook deliveries run in a lane of their own: a slow receiver holds back no transcode; so do
  // transcripts asked for in bulk (the demo's), one at a time.
  const queue = new PgJobQueue(database.db, app.log, {
    leaseMs: config.queueLeaseMs,
    concurrency: config.queueConcurrency,
    lanes: { [WEBHOOK_LANE]: config.webhookConcurrency, [BULK_TRANSCRIBE_LANE]: BULK_TRANSCRIBE_CONCURRENCY },
    observer: metrics,
    wakeElsewhere,
  });
  const media = createMediaStore(config);
  const ctx: AppContext = {
    config,
    db: database.db,
    sessions,
    mail,
    sms,
    ai,
    queue,
    events: new DomainEvents(),
    media,
    speech: createSpeechProvider(config),
    stt: createSpeechToText(config, app.log),
    avatar: createAvatarProvider(config),
    limits: createTargetLimits(database.db, config),
    payments: createPayments(config.stripe, app.log),
    jobBoards: createJobBoards(config),
    secrets: createSecretBox({ key: config.secretsKey, dataDir: config.dataDir }),
    metrics,
  };
  app.decorate('ctx', ctx);
  registerJobs(ctx);
  // Work queued by a writer without the queue at hand (the webhook outbox), or by a web process,
  // wakes the workers at commit. A web process runs none, so it does not listen (its wakes would
  // echo among the web processes).
  const stopQueueWakes =
    config.role === 'web'
      ? async () => {}
      : await database.listen(QUEUE_WAKE_CHANNEL, {
          message: () => {
            queue.wake();
            mail.wake();
            sms?.wake();
          },
          state: () => {},
        });

  app.addHook('onRoute', (route) => {
    if (PUBLIC_PLUGIN_PREFIXES.some((p) => route.url.startsWith(p))) {
      route.config = { ...route.config, access: { public: true } };
    }
  });
  // Cookies are parsed in an onRequest hook, so the plugin must come before access control.
  await app.register(cookie);
  // A bearer API key (issue 17) or else the session.
  registerAccessControl(app, new ApiKeyOrSessionLookup(database.db, sessions, config.apiKeyRateLimit), candidateTokens({ db: database.db }));

  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // Counted in the database, so every server process shares the routes' limits.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: () => new HttpError(429, MSG.tooManyRequests),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Candid API', version: '0.1.0', description: 'One-way video interviews. Every response is the wrapper { successful, status, data, message?, details? }.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'candid_session' },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // Before the routes: they inherit the hook (JSON over 1 KB, brotli or gzip).
  registerApiCompression(app);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      // A worker process serves only the operations endpoints: health, readiness and metrics.
      if (config.role === 'worker') return;
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(enterpriseRoutes);
      await api.register(messagingRoutes);
      await api.register(generationRoutes);
      await api.register(campaignRoutes);
      await api.register(questionRoutes);
      await api.register(referenceRoutes);
      await api.register(templateRoutes);
      await api.register(formRoutes);
      await api.register(commentRoutes);
      await api.register(notificationRoutes);
      await api.register(settingRoutes);
      await api.register(employerRoutes);
      await api.register(uploadRoutes, { database });
      await api.register(mediaRoutes);
      await api.register(reviewShareRoutes);
      await api.register(transcriptRoutes);
      await api.register(lifecycleRoutes);
      await api.register(interviewRoutes);
      await api.register(candidateRoutes);
      await api.register(ratingRoutes);
      await api.register(dashboardRoutes);
      await api.register(funnelRoutes);
      await api.register(scorecardRoutes);
      await api.register(smsRoutes);
      await api.register(interviewBuildRoutes);
      await api.register(commandRoutes);
      await api.register(imageRoutes);
      await api.register(snippetRoutes);
      await api.register(teamRoutes);
      await api.register(billingRoutes);
      await api.register(stripeRoutes);
      await api.register(operatorRoutes);
      await api.register(auditRoutes);
      await api.register(dataRequestRoutes);
      await api.register(jobBoardRoutes);
      await api.register(careersApiRoutes);
      await api.register(exportRoutes);
      await api.register(apiKeyRoutes);
      await api.register(webhookRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(metricsRoutes);
  if (config.role !== 'worker') {
    // Public HTML and XML for crawlers and job aggregators, outside /api (issue 17).
    await app.register(careersRoutes);
    // Short links of text messages (issue 33): /i/{secret} → the candidate's personal link.
    await app.register(shortLinkRoutes);
    if (config.devMailbox) await app.register(devMailRoutes);
    if (config.devSmsOutbox) await app.register(devSmsRoutes);
    await registerSpa(app, config.webDist);
  }

  app.addHook('onReady', async () => {
    if (opts.startWorkers !== false && config.role !== 'web') {
      mail.start();
      sms?.start();
      queue.start();
    }
  });
  app.addHook('onClose', async () => {
    await mail.stop();
    await sms?.stop();
    // Running ffmpeg children are killed, so the queue's stop does not wait out a re-encode.
    stopTranscodes(ctx);
    await stopQueueWakes();
    await queue.stop();
    await sessions.close();
    if (!opts.database) await database.close();
  });
  return app;
}
