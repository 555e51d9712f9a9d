import { describe, expect, it } from 'vitest';
import { CANDIDATE_LOCALES, type CandidateLocale } from '@candid/shared/locales';
import { CANDIDATE_MAIL_TEXT } from './candidate-mail-text';
import { candidateInviteMail, deadlineExtendedMail, interviewLinkMail, interviewReceivedMail, interviewReminderMail, type MailBrand } from './templates';

const brand: MailBrand = { name: 'Harbour Board', initials: 'HB', colour: '#fff', backgroundColour: '#000', logoUrl: null };
const job = { employerName: 'Harbour Board', brand, jobTitle: 'Deck Pilot', firstName: 'Ann' };
const url = 'https://candid.example/invite/1/2?invitation=abc';

/** Every mail a candidate receives, in every variant, in a language. */
const mailsIn = (locale: CandidateLocale) => ({
  invite: candidateInviteMail({ ...job, url, endDate: '2026-12-01', inviter: 'Rita Recruiter', locale }),
  inviteScheduled: candidateInviteMail({ ...job, url, endDate: '2026-12-31', opensOn: '2026-12-01', locale }),
  link: interviewLinkMail({ ...job, url, replaced: false, locale }),
  linkReplaced: interviewLinkMail({ ...job, url, replaced: true, locale }),
  reminder: interviewReminderMail({ ...job, url, endDate: '2026-12-01', started: false, locale }),
  reminderStarted: interviewReminderMail({ ...job, url, endDate: '2026-12-01', started: true, locale }),
  received: interviewReceivedMail({ ...job, locale }),
  extended: deadlineExtendedMail({ ...job, endDate: '2027-01-15', locale }),
});

describe('candidate mails in the job’s language (issue 32)', () => {
  it('has the same keys in every candidate language', () => {
    // The type makes a missing key a compile error; this checks no language is left out at run time.
    const shape = (value: object): unknown =>
      Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'object' && v ? shape(v) : typeof v]));
    expect(Object.keys(CANDIDATE_MAIL_TEXT).sort()).toEqual([...CANDIDATE_LOCALES].sort());
    for (const locale of CANDIDATE_LOCALES) expect(shape(CANDIDATE_MAIL_TEXT[locale]), locale).toEqual(shape(CANDIDATE_MAIL_TEXT.en));
  });

  it('renders the five mails in every language with the job title, the employer and the link (none in the two without one)', () => {
    for (const locale of CANDIDATE_LOCALES) {
      for (const [kind, mail] of Object.entries(mailsIn(locale))) {
        const what = `${locale} ${kind}`;
        expect(mail.subject.trim(), what).not.toBe('');
        expect(mail.subject, what).toContain('Deck Pilot');
        expect(mail.text.trim(), what).not.toBe('');
        expect(mail.text, what).toContain('Deck Pilot');
        expect(mail.text, what).toContain('Harbour Board');
        expect(mail.text, what).toContain(kind === 'received' || kind === 'extended' ? 'Ann' : url);
        expect(mail.html, what).toContain('Deck Pilot');
        // No placeholder or English fallback left in another language's text.
        expect(mail.text, what).not.toMatch(/undefined|null|\[object/);
        if (locale !== 'en') expect(mail.text, what).not.toMatch(/\b(Hi|interview|invited|link below)\b/);
      }
    }
  });

  it('writes a Spanish invitation in Spanish, its dates in Spanish, with the Spanish heading and button', () => {
    const mail = candidateInviteMail({ ...job, url, endDate: '2026-12-01', inviter: 'Rita Recruiter', locale: 'es' });
    expect(mail.subject).toBe('Invitación a una entrevista en vídeo: Deck Pilot en Harbour Board');
    expect(mail.text.split('\n\n')).toEqual([
      'Hola, Ann:',
      'Rita Recruiter, de Harbour Board, te ha invitado a una entrevista en vídeo para el puesto de Deck Pilot.',
      CANDIDATE_MAIL_TEXT.es.invite.howItWorks,
      'La entrevista está abierta hasta el 1 de diciembre de 2026.',
      url,
    ]);
    expect(mail.html).toContain('<html lang="es" dir="ltr">');
    expect(mail.html).toContain('>Tienes una invitación para una entrevista en vídeo</h1>');
    expect(mail.html).toContain('>Empezar mi entrevista</a>');
    expect(mail.html).not.toContain('Candid video interviews');

    const scheduled = candidateInviteMail({ ...job, firstName: null, url, endDate: '2026-12-31', opensOn: '2026-12-01', locale: 'es' });
    expect(scheduled.text).toContain('Hola:');
    expect(scheduled.text).toContain('La entrevista se abre el 1 de diciembre de 2026 y estará abierta hasta el 31 de diciembre de 2026.');
    // Each language writes its dates its own way.
    expect(interviewReminderMail({ ...job, url, endDate: '2026-12-01', started: false, locale: 'de' }).text).toContain('am 1. Dezember 2026');
    expect(interviewReminderMail({ ...job, url, endDate: '2026-12-01', started: false, locale: 'zh-CN' }).text).toContain('2026年12月1日');
  });

  it('marks an Arabic mail right to left, on the document, the body and the container', () => {
    for (const mail of Object.values(mailsIn('ar'))) {
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html).toContain('<body dir="rtl"');
      expect(mail.html).toContain('<div dir="rtl"');
      // The employer's name sits on the far side of its badge.
      expect(mail.html).toContain('padding-right:12px');
    }
    expect(mailsIn('ar').invite.subject).toBe('دعوة إلى مقابلة بالفيديو: Deck Pilot لدى Harbour Board');
    expect(mailsIn('fr').invite.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('keeps English exactly as it was: no language markup, the same words and dates', () => {
    const mails = mailsIn('en');
    expect(candidateInviteMail({ ...job, url, endDate: '2026-12-01', inviter: 'Rita Recruiter' })).toEqual(mails.invite);
    expect(mails.invite.subject).toBe('Video interview invitation: Deck Pilot at Harbour Board');
    expect(mails.invite.text).toBe(
      [
        'Hi Ann,',
        'Rita Recruiter from Harbour Board has invited you to a video interview for the role of Deck Pilot.',
        'You answer a few questions on camera, in your own time, from a computer or phone with a camera and microphone. Your personal link below keeps your place, so you can stop and come back.',
        'The interview is open until 1 December 2026.',
        url,
      ].join('\n\n'),
    );
    expect(mails.inviteScheduled.text).toContain(
      'The interview opens on 1 December 2026 and stays open until 31 December 2026. Your link works from the opening day.',
    );
    expect(interviewLinkMail({ ...job, firstName: ' ', url, replaced: true }).text.split('\n\n').slice(0, 3)).toEqual([
      'Hi there,',
      'Here is your personal link to the video interview for Deck Pilot at Harbour Board. Use it to come back to your interview at any time, on this or another device.',
      'This link replaces any link we sent you before.',
    ]);
    expect(mails.reminderStarted.subject).toBe('Reminder: your video interview for Deck Pilot closes soon');
    expect(mails.reminderStarted.text).toContain('The interview closes on 1 December 2026.');
    expect(mails.received).toEqual({
      subject: 'We received your interview: Deck Pilot',
      text: 'Hi Ann,\n\nThank you for completing your video interview for Deck Pilot at Harbour Board. We have received all your answers.\n\nThe hiring team at Harbour Board will review your interview and get back to you.',
      html: expect.stringMatching(/^<!doctype html><html><body style="[^"]*"><div style="[^"]*">.*<h1 style="[^"]*">Interview received<\/h1>.*Candid video interviews<\/p><\/div><\/body><\/html>$/),
    });
    expect(mails.received.html).toContain('padding-left:12px');
  });
});
