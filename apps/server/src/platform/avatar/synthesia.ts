import type { AvatarVideoProvider } from './types';

export interface SynthesiaOptions {
  /** e.g. https://api.synthesia.io/v2, or any server with the same /videos calls. */
  baseUrl: string;
  apiKey?: string;
  /** The provider's avatar, e.g. anna_costume1_cameraA. */
  avatarId: string;
  /** Between two status polls. */
  pollMs: number;
  /** The whole render (create, polls, download). */
  timeoutMs: number;
  /** Each HTTP call; defaults to min(30 s, timeoutMs). */
  requestTimeoutMs?: number;
}

/** Thrown when the avatar service fails; the message is for operators (build lastError). */
export class AvatarError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A Synthesia-compatible avatar-video API: POST {base}/videos → { id }; GET {base}/videos/{id}
 * until status 'complete' (then its `download` URL is fetched) or 'failed'.
 */
export class SynthesiaAvatarProvider implements AvatarVideoProvider {
  private readonly base: string;
  constructor(private readonly opts: SynthesiaOptions) {
    this.base = opts.baseUrl.replace(/\/+$/, '');
  }

  private async call(url: string, init: RequestInit, deadline: number, auth: boolean): Promise<Response> {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    if (auth && this.opts.apiKey) headers.authorization = this.opts.apiKey;
    const left = deadline - Date.now();
    if (left <= 0) throw new AvatarError(`avatar video timed out after ${this.opts.timeoutMs} ms`);
    const ms = Math.min(this.opts.requestTimeoutMs ?? 30_000, left);
    let res: Response;
    try {
      res = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(ms) });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      if (!timedOut) throw new AvatarError(`avatar service unreachable: ${String((err as Error).message ?? err)}`);
      // Cut short by the whole video's deadline (the request had only what was left of it), or
      // by the request's own limit: say which, with the limit that was configured.
      throw new AvatarError(
        ms < (this.opts.requestTimeoutMs ?? 30_000)
          ? `avatar video timed out after ${this.opts.timeoutMs} ms`
          : `avatar service timed out after ${ms} ms`,
      );
    }
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 300);
      throw new AvatarError(`avatar service answered ${res.status}${detail ? `: ${detail}` : ''}`, res.status);
    }
    return res;
  }

  async render(text: string, _opts: { voice: string; language: string }) {
    const deadline = Date.now() + this.opts.timeoutMs;
    const created = await this.call(
      `${this.base}/videos`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          test: false,
          title: text.slice(0, 100),
          visibility: 'private',
          input: [{ scriptText: text, avatar: this.opts.avatarId, background: 'off_white' }],
        }),
      },
      deadline,
      true,
    );
    const { id } = (await created.json().catch(() => ({}))) as { id?: string };
    if (!id) throw new AvatarError('avatar service answered no video id');
    for (;;) {
      const res = await this.call(`${this.base}/videos/${encodeURIComponent(id)}`, { headers: { accept: 'application/json' } }, deadline, true);
      const video = (await res.json().catch(() => ({}))) as { status?: string; download?: string };
      if (video.status === 'complete') {
        if (!video.download) throw new AvatarError(`avatar video ${id} is complete without a download URL`);
        // The download URL is pre-signed (often another host): no API key on it.
        const file = await this.call(video.download, {}, deadline, false);
        const bytes = Buffer.from(await file.arrayBuffer());
        if (bytes.length === 0) throw new AvatarError(`avatar video ${id} downloaded empty`);
        return { video: bytes, contentType: 'video/mp4' };
      }
      if (video.status === 'failed' || video.status === 'rejected') throw new AvatarError(`avatar video ${id} ${video.status}`);
      if (Date.now() + this.opts.pollMs >= deadline) throw new AvatarError(`avatar video ${id} timed out after ${this.opts.timeoutMs} ms (status ${video.status ?? 'unknown'})`);
      await sleep(this.opts.pollMs);
    }
  }
}
