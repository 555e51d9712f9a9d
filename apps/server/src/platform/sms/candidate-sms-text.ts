/*
 * The words of the text messages a candidate receives (issue 33), in each candidate language,
 * in the register of their mails (platform/mail/candidate-mail-text.ts). Short: a message over
 * 160 GSM characters (70 in other scripts) is sent in parts, each billed. Every message names the
 * employer first (the sender number is shared) and ends with how to opt out. Dates arrive already
 * written in the language.
 */
import type { CandidateLocale } from '@candid/shared/locales';
import { readableDateIn } from '../dates';

interface SmsJob {
  employerName: string;
  jobTitle: string;
  firstName: string | null;
  url: string;
}

interface CandidateSmsText {
  invite: (job: SmsJob) => string;
  /** `started`: they began and may carry on; else they have not started. */
  reminder: (job: SmsJob & { started: boolean; closesOn: string }) => string;
}

const TEXT: Record<CandidateLocale, CandidateSmsText> = {
  en: {
    invite: (j) => `${j.employerName}: ${j.firstName ? `Hi ${j.firstName}, you're` : "You're"} invited to a video interview for ${j.jobTitle}. Start here: ${j.url} Reply STOP to opt out.`,
    reminder: (j) =>
      `${j.employerName}: ${j.started ? 'finish' : 'a reminder to record'} your video interview for ${j.jobTitle} by ${j.closesOn}: ${j.url} Reply STOP to opt out.`,
  },
  es: {
    invite: (j) => `${j.employerName}: ${j.firstName ? `Hola, ${j.firstName}. Te` : 'Te'} invitamos a una entrevista en vídeo para ${j.jobTitle}. Empieza aquí: ${j.url} Responde STOP para no recibir más SMS.`,
    reminder: (j) =>
      `${j.employerName}: ${j.started ? 'termina' : 'recuerda grabar'} tu entrevista en vídeo para ${j.jobTitle} antes del ${j.closesOn}: ${j.url} Responde STOP para no recibir más SMS.`,
  },
  fr: {
    invite: (j) => `${j.employerName} : ${j.firstName ? `Bonjour ${j.firstName}, vous êtes` : 'Vous êtes'} invité(e) à un entretien vidéo pour ${j.jobTitle}. Commencez ici : ${j.url} Répondez STOP pour ne plus recevoir de SMS.`,
    reminder: (j) =>
      `${j.employerName} : ${j.started ? 'terminez' : 'pensez à enregistrer'} votre entretien vidéo pour ${j.jobTitle} avant le ${j.closesOn} : ${j.url} Répondez STOP pour ne plus recevoir de SMS.`,
  },
  de: {
    invite: (j) => `${j.employerName}: ${j.firstName ? `Hallo ${j.firstName}, wir laden Sie` : 'Wir laden Sie'} zu einem Videointerview für ${j.jobTitle} ein. Hier starten: ${j.url} Antworten Sie STOP, um keine SMS mehr zu erhalten.`,
    reminder: (j) =>
      `${j.employerName}: Bitte ${j.started ? 'beenden' : 'nehmen'} Sie Ihr Videointerview für ${j.jobTitle} bis ${j.closesOn}${j.started ? '' : ' auf'}: ${j.url} Antworten Sie STOP, um keine SMS mehr zu erhalten.`,
  },
  'pt-BR': {
    invite: (j) => `${j.employerName}: ${j.firstName ? `Olá, ${j.firstName}! Você` : 'Você'} foi convidado(a) para uma entrevista em vídeo para ${j.jobTitle}. Comece aqui: ${j.url} Responda STOP para não receber mais SMS.`,
    reminder: (j) =>
      `${j.employerName}: ${j.started ? 'conclua' : 'lembre-se de gravar'} sua entrevista em vídeo para ${j.jobTitle} até ${j.closesOn}: ${j.url} Responda STOP para não receber mais SMS.`,
  },
  ar: {
    invite: (j) => `${j.employerName}: ${j.firstName ? `مرحبًا ${j.firstName}، ` : ''}ندعوك إلى مقابلة بالفيديو لوظيفة ${j.jobTitle}. ابدأ من هنا: ${j.url} أرسل STOP لإيقاف الرسائل.`,
    reminder: (j) =>
      `${j.employerName}: ${j.started ? 'أكمل' : 'تذكير بتسجيل'} مقابلتك بالفيديو لوظيفة ${j.jobTitle} قبل ${j.closesOn}: ${j.url} أرسل STOP لإيقاف الرسائل.`,
  },
  'zh-CN': {
    invite: (j) => `${j.employerName}：${j.firstName ? `${j.firstName}，您好！` : ''}诚邀您参加${j.jobTitle}职位的视频面试。从这里开始：${j.url} 回复 STOP 退订短信。`,
    reminder: (j) => `${j.employerName}：请在${j.closesOn}前${j.started ? '完成' : '录制'}${j.jobTitle}职位的视频面试：${j.url} 回复 STOP 退订短信。`,
  },
};

/** The invitation text message. */
export const smsInviteText = (locale: CandidateLocale, job: SmsJob) => TEXT[locale].invite(job);

/** The reminder text message; `endDate` is the candidate's last day (YYYY-MM-DD). */
export const smsReminderText = (locale: CandidateLocale, job: SmsJob & { started: boolean; endDate: string }) =>
  TEXT[locale].reminder({ ...job, closesOn: readableDateIn(job.endDate, locale) });
