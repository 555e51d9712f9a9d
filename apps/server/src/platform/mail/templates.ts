/** Small, dependency-free mail templates: every interpolated value is escaped. */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#000;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111;background:#f6f6f8;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#777;font-size:12px;margin-top:32px">Candid video interviews</p></div></body></html>`;
}

export function otpMail(code: string, firstName: string) {
  const lines = [
    `Hi ${firstName || 'there'},`,
    `Your Candid password reset code is ${code}.`,
    'It is valid for 10 minutes and can be used once. If you did not ask to reset your password, you can ignore this email.',
  ];
  return {
    subject: `Your Candid password reset code: ${code}`,
    text: lines.join('\n\n'),
    html: layout('Reset your password', lines),
  };
}

export function teamInviteMail(opts: { enterpriseName: string; inviter: string; role: string; url: string }) {
  const lines = [
    `${opts.inviter} has invited you to join ${opts.enterpriseName} on Candid as ${opts.role}.`,
    'Use the link below to create your account. The invitation is valid for 14 days.',
  ];
  return {
    subject: `You're invited to join ${opts.enterpriseName} on Candid`,
    text: `${lines.join('\n\n')}\n\n${opts.url}`,
    html: layout('Join your team on Candid', lines, { label: 'Accept invitation', url: opts.url }),
  };
}

/** SPEC §6: a teammate @mentioned in a job comment is told by email, with a link to the job. */
export function commentMentionMail(opts: { author: string; jobName: string; comment: string; url: string }) {
  const lines = [`${opts.author} mentioned you in a comment on ${opts.jobName}:`, opts.comment];
  return {
    subject: `${opts.author} mentioned you on ${opts.jobName}`,
    text: `${lines.join('\n\n')}\n\n${opts.url}`,
    html: layout('You were mentioned', lines, { label: 'Open the job', url: opts.url }),
  };
}

/** A notification sent with isEmail: its title and body, and a link to the job when it has one. */
export function notificationMail(opts: { sender: string; title: string; body: string; url?: string }) {
  const lines = [`${opts.sender} sent you a notification:`, opts.body];
  return {
    subject: opts.title,
    text: `${lines.join('\n\n')}${opts.url ? `\n\n${opts.url}` : ''}`,
    html: layout(opts.title, lines, opts.url ? { label: 'Open the job', url: opts.url } : undefined),
  };
}
