import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox, packages, stripePayments } from '../src/db/schema/index';

/** A data folder of its own for a test file's media store (removed by the returned function). */
export function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-media-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Subscribes the enterprise to a fresh package with these limits (null or left out: unlimited);
 * the latest active subscription is the plan. Returns the package and the subscription rows.
 */
export async function setPlan(
  app: FastifyInstance,
  owner: { id: number; enterpriseId: number },
  plan: {
    name?: string;
    description?: string;
    maxJobs?: number | null;
    maxInvites?: number | null;
    maxUsers?: number | null;
    expiresAt?: string | null;
    startedAt?: string;
  },
) {
  const [pkg] = await app.ctx.db
    .insert(packages)
    .values({
      name: plan.name ?? `Plan ${randomUUID().slice(0, 8)}`,
      description: plan.description ?? null,
      maxJobs: plan.maxJobs ?? null,
      maxInvites: plan.maxInvites ?? null,
      maxUsers: plan.maxUsers ?? null,
    })
    .returning();
  const [subscription] = await app.ctx.db
    .insert(stripePayments)
    .values({
      enterpriseId: owner.enterpriseId,
      userId: owner.id,
      packageId: pkg.id,
      status: 1,
      startDate: plan.startedAt ?? new Date().toISOString(),
      expiryDate: plan.expiresAt ?? null,
    })
    .returning();
  return { pkg, subscription };
}

/** The queued mail to an address, oldest first (read from the outbox table). */
export async function mailsTo(app: FastifyInstance, address: string) {
  return app.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(sql`lower(${mailOutbox.toAddress})`, address.toLowerCase())))
    .orderBy(asc(mailOutbox.id));
}

/** The personal-link secret in a mail's text (the candidate's token). */
export function invitationOf(text: string): { campaignId: number; enterpriseId: number; token: string } {
  const m = /\/invite\/(\d+)\/(\d+)\?invitation=([A-Za-z0-9_%-]+)/.exec(text);
  if (!m) throw new Error(`no personal link in: ${text}`);
  return { campaignId: Number(m[1]), enterpriseId: Number(m[2]), token: decodeURIComponent(m[3]) };
}

/** A multipart/form-data body with one file part (and optional text fields). */
export function multipartBody(file: { field?: string; name: string; data: Buffer; type?: string } | null, fields: Record<string, string> = {}) {
  const boundary = `----candid${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small but complete PDF 1.4 document (one page, one line of text) with a correct xref table. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null, // the content stream, below
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = 'BT /F1 18 Tf 36 72 Td (Jane Candidate - Resume) Tj ET';
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
