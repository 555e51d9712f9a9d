import type { FastifyInstance } from 'fastify';

/**
 * The server's graceful stop (SIGTERM, SIGINT; main.ts). At once: /api/ready answers 503, the
 * server stops listening (idle keep-alive connections close now, busy ones after their answer)
 * and the job queue claims nothing more. Requests and jobs under way get SHUTDOWN_GRACE_SECONDS;
 * then the connections left are cut and the jobs left are handed back to the queue, for another
 * worker to take at once. Then the app closes (mail worker, listeners, database).
 */
export class Shutdown {
  private stopping: Promise<void> | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly graceMs: number,
  ) {}

  /** True from the first moment of the stop: the readiness probe fails. */
  get draining(): boolean {
    return this.stopping !== null;
  }

  /** Stops the server (once; a second call joins the first) and resolves when the app is closed. */
  run(): Promise<void> {
    this.stopping ??= this.stop();
    return this.stopping;
  }

  private async stop() {
    const { server, log } = this.app;
    log.info(`Stopping: requests and jobs under way get ${this.graceMs / 1000} s to finish`);
    const graceOver = setTimeout(() => {
      log.warn('Stopping: the grace period is over; the connections left are closed');
      server.closeAllConnections();
    }, this.graceMs);
    try {
      await Promise.all([this.stopListening(), this.app.ctx.queue.stop({ graceMs: this.graceMs })]);
    } finally {
      clearTimeout(graceOver);
    }
    await this.app.close();
  }

  /** Resolves once every connection has ended (the grace timer cuts those left). */
  private stopListening(): Promise<void> {
    const { server } = this.app;
    if (!server.listening) return Promise.resolve();
    return new Promise((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    shutdown: Shutdown;
  }
}

/**
 * Gives the app its graceful stop (`app.shutdown`); while it drains, every answer closes its
 * connection, so keep-alive clients reconnect to another server. Register before the routes.
 */
export function registerShutdown(app: FastifyInstance, graceMs: number) {
  const shutdown = new Shutdown(app, graceMs);
  app.decorate('shutdown', shutdown);
  // At answer time: a request that arrived just before the stop is told too.
  app.addHook('onSend', async (_request, reply) => {
    if (shutdown.draining) reply.header('connection', 'close');
  });
}
