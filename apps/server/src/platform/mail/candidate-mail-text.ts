/*
 * The words of the mails a candidate receives (issue 32), in each candidate language: the
 * invitation, the personal link, the reminder and the confirmation (templates.ts builds them).
 * The terms and the register follow the candidate app's catalogues
 * (apps/web/src/interview/i18n/catalogues): Spanish `tú`, French `vous`, German `Sie`, Brazilian
 * Portuguese `você`, Modern Standard Arabic, Chinese `您`. Every language has every key: a
 * missing one is a compile error. Dates arrive already written in the language (readableDateIn).
 */
import type { CandidateLocale } from '@candid/shared/locales';

/** What a sentence about the job names: the job title and the employer as the candidate sees it. */
export interface JobNames {
  jobTitle: string;
  employerName: string;
}

export interface CandidateMailText {
  /** The first line: the candidate's first name, or null when it is not known. */
  greeting: (firstName: string | null) => string;
  /** The small print under the HTML part. */
  footer: string;
  /** candidateInviteMail. */
  invite: {
    subject: (job: JobNames) => string;
    heading: string;
    button: string;
    /** Who invites the candidate: the employer, and the recruiter when known. */
    invited: (job: JobNames & { inviter?: string }) => string;
    howItWorks: string;
    /** A job that opens later: from when to until when the link works. */
    opensLater: (dates: { opensOn: string; endDate: string }) => string;
    openUntil: (endDate: string) => string;
  };
  /** interviewLinkMail. */
  link: {
    subject: (job: JobNames) => string;
    heading: string;
    button: string;
    yourLink: (job: JobNames) => string;
    /** When the link replaces one sent before. */
    replaces: string;
    keepPrivate: string;
  };
  /** interviewReminderMail. */
  reminder: {
    subject: (job: JobNames) => string;
    heading: string;
    startButton: string;
    continueButton: string;
    started: (job: JobNames) => string;
    notStarted: (job: JobNames) => string;
    closesOn: (endDate: string) => string;
    /** To a candidate who has started: the job link resumes on their device. */
    carryOn: string;
    /** To a candidate who has not started: the fresh personal link. */
    replacesInvitation: string;
  };
  /** interviewReceivedMail. */
  received: {
    subject: (job: JobNames) => string;
    heading: string;
    thanks: (job: JobNames) => string;
    nextSteps: (job: JobNames) => string;
  };
  /** deadlineExtendedMail (issue 32): the team gave the candidate a later deadline of their own. */
  extended: {
    subject: (job: JobNames) => string;
    heading: string;
    until: (job: JobNames & { endDate: string }) => string;
    /** Their personal link is the one they already have: no new link is sent, so none stops working. */
    useYourLink: string;
  };
}

/** English: the text the mails have always had (tests compare it). */
const en: CandidateMailText = {
  greeting: (firstName) => `Hi ${firstName || 'there'},`,
  footer: 'Candid video interviews',
  invite: {
    subject: ({ jobTitle, employerName }) => `Video interview invitation: ${jobTitle} at ${employerName}`,
    heading: 'You are invited to a video interview',
    button: 'Start my interview',
    invited: ({ jobTitle, employerName, inviter }) =>
      `${inviter ? `${inviter} from ` : ''}${employerName} has invited you to a video interview for the role of ${jobTitle}.`,
    howItWorks:
      'You answer a few questions on camera, in your own time, from a computer or phone with a camera and microphone. Your personal link below keeps your place, so you can stop and come back.',
    opensLater: ({ opensOn, endDate }) =>
      `The interview opens on ${opensOn} and stays open until ${endDate}. Your link works from the opening day.`,
    openUntil: (endDate) => `The interview is open until ${endDate}.`,
  },
  link: {
    subject: ({ jobTitle, employerName }) => `Your interview link: ${jobTitle} at ${employerName}`,
    heading: 'Your personal interview link',
    button: 'Open my interview',
    yourLink: ({ jobTitle, employerName }) =>
      `Here is your personal link to the video interview for ${jobTitle} at ${employerName}. Use it to come back to your interview at any time, on this or another device.`,
    replaces: 'This link replaces any link we sent you before.',
    keepPrivate: 'Keep it to yourself: anyone with the link can open your interview.',
  },
  reminder: {
    subject: ({ jobTitle }) => `Reminder: your video interview for ${jobTitle} closes soon`,
    heading: 'Your interview closes soon',
    startButton: 'Start my interview',
    continueButton: 'Continue my interview',
    started: ({ jobTitle, employerName }) => `You have started your video interview for ${jobTitle} at ${employerName} but not finished it yet.`,
    notStarted: ({ jobTitle, employerName }) =>
      `You have been invited to a video interview for ${jobTitle} at ${employerName} and have not started it yet.`,
    closesOn: (endDate) => `The interview closes on ${endDate}.`,
    carryOn:
      'Open the link below on the device you started on to carry on where you left off. On another device, enter your email address there and we will send you your personal link.',
    replacesInvitation: 'This link replaces the one in your invitation.',
  },
  received: {
    subject: ({ jobTitle }) => `We received your interview: ${jobTitle}`,
    heading: 'Interview received',
    thanks: ({ jobTitle, employerName }) =>
      `Thank you for completing your video interview for ${jobTitle} at ${employerName}. We have received all your answers.`,
    nextSteps: ({ employerName }) => `The hiring team at ${employerName} will review your interview and get back to you.`,
  },
  extended: {
    subject: ({ jobTitle }) => `More time for your video interview: ${jobTitle}`,
    heading: 'Your deadline has been extended',
    until: ({ jobTitle, employerName, endDate }) => `${employerName} has given you until ${endDate} to complete your video interview for ${jobTitle}.`,
    useYourLink: 'Use the link in your invitation email to take or continue it. If you cannot find it, reply to this email.',
  },
};

/** Spanish (Spain), `tú`: "entrevista", "enlace", "empresa", "equipo de selección", "puesto". */
const es: CandidateMailText = {
  greeting: (firstName) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
  footer: 'Candid: entrevistas en vídeo',
  invite: {
    subject: ({ jobTitle, employerName }) => `Invitación a una entrevista en vídeo: ${jobTitle} en ${employerName}`,
    heading: 'Tienes una invitación para una entrevista en vídeo',
    button: 'Empezar mi entrevista',
    invited: ({ jobTitle, employerName, inviter }) =>
      inviter
        ? `${inviter}, de ${employerName}, te ha invitado a una entrevista en vídeo para el puesto de ${jobTitle}.`
        : `${employerName} te ha invitado a una entrevista en vídeo para el puesto de ${jobTitle}.`,
    howItWorks:
      'Responderás a unas pocas preguntas ante la cámara, cuando mejor te venga, desde un ordenador o un móvil con cámara y micrófono. Tu enlace personal, aquí abajo, guarda tu progreso: puedes hacer una pausa y volver más tarde.',
    opensLater: ({ opensOn, endDate }) =>
      `La entrevista se abre el ${opensOn} y estará abierta hasta el ${endDate}. Tu enlace funcionará a partir del día de apertura.`,
    openUntil: (endDate) => `La entrevista está abierta hasta el ${endDate}.`,
  },
  link: {
    subject: ({ jobTitle, employerName }) => `Tu enlace de entrevista: ${jobTitle} en ${employerName}`,
    heading: 'Tu enlace personal de entrevista',
    button: 'Abrir mi entrevista',
    yourLink: ({ jobTitle, employerName }) =>
      `Aquí tienes tu enlace personal para la entrevista en vídeo del puesto de ${jobTitle} en ${employerName}. Úsalo para volver a tu entrevista cuando quieras, en este dispositivo o en otro.`,
    replaces: 'Este enlace sustituye a cualquier enlace que te hayamos enviado antes.',
    keepPrivate: 'No lo compartas: cualquier persona que tenga el enlace puede abrir tu entrevista.',
  },
  reminder: {
    subject: ({ jobTitle }) => `Recordatorio: tu entrevista en vídeo para ${jobTitle} se cierra pronto`,
    heading: 'Tu entrevista se cierra pronto',
    startButton: 'Empezar mi entrevista',
    continueButton: 'Continuar mi entrevista',
    started: ({ jobTitle, employerName }) =>
      `Has empezado tu entrevista en vídeo para el puesto de ${jobTitle} en ${employerName}, pero aún no la has terminado.`,
    notStarted: ({ jobTitle, employerName }) =>
      `Te han invitado a una entrevista en vídeo para el puesto de ${jobTitle} en ${employerName} y aún no la has empezado.`,
    closesOn: (endDate) => `La entrevista se cierra el ${endDate}.`,
    carryOn:
      'Abre el enlace de abajo en el dispositivo en el que empezaste para seguir donde lo dejaste. Si usas otro dispositivo, introduce allí tu correo electrónico y te enviaremos tu enlace personal.',
    replacesInvitation: 'Este enlace sustituye al de tu invitación.',
  },
  received: {
    subject: ({ jobTitle }) => `Hemos recibido tu entrevista: ${jobTitle}`,
    heading: 'Entrevista recibida',
    thanks: ({ jobTitle, employerName }) =>
      `Gracias por completar tu entrevista en vídeo para el puesto de ${jobTitle} en ${employerName}. Hemos recibido todas tus respuestas.`,
    nextSteps: ({ employerName }) => `El equipo de selección de ${employerName} revisará tu entrevista y se pondrá en contacto contigo.`,
  },
  extended: {
    subject: ({ jobTitle }) => `Más tiempo para tu entrevista en vídeo: ${jobTitle}`,
    heading: 'Se ha ampliado tu plazo',
    until: ({ jobTitle, employerName, endDate }) => `${employerName} te da de plazo hasta el ${endDate} para completar tu entrevista en vídeo para el puesto de ${jobTitle}.`,
    useYourLink: 'Usa el enlace del correo de invitación para hacerla o continuarla. Si no lo encuentras, responde a este correo.',
  },
};

/**
 * French, `vous`: "entretien", "lien", "employeur", "équipe de recrutement", "poste"; a narrow
 * no-break space before a colon, as the catalogue writes it. The employer's name never follows
 * "de" (no elision to get wrong), and nothing depends on the candidate's gender.
 */
const fr: CandidateMailText = {
  greeting: (firstName) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
  footer: 'Candid – entretiens vidéo',
  invite: {
    subject: ({ jobTitle, employerName }) => `Invitation à un entretien vidéo\u202f: ${jobTitle} chez ${employerName}`,
    heading: 'Invitation à un entretien vidéo',
    button: 'Commencer mon entretien',
    invited: ({ jobTitle, employerName, inviter }) =>
      `${inviter ? `${inviter} (${employerName})` : employerName} vous invite à un entretien vidéo pour le poste de ${jobTitle}.`,
    howItWorks:
      'Vous répondez à quelques questions face à la caméra, au moment qui vous convient, depuis un ordinateur ou un téléphone équipé d’une caméra et d’un micro. Votre lien personnel ci-dessous conserve votre progression\u202f: vous pouvez vous arrêter et revenir plus tard.',
    opensLater: ({ opensOn, endDate }) =>
      `L’entretien ouvrira le ${opensOn} et restera ouvert jusqu’au ${endDate}. Votre lien fonctionnera à partir du jour d’ouverture.`,
    openUntil: (endDate) => `L’entretien est ouvert jusqu’au ${endDate}.`,
  },
  link: {
    subject: ({ jobTitle, employerName }) => `Votre lien d’entretien\u202f: ${jobTitle} chez ${employerName}`,
    heading: 'Votre lien personnel d’entretien',
    button: 'Ouvrir mon entretien',
    yourLink: ({ jobTitle, employerName }) =>
      `Voici votre lien personnel vers l’entretien vidéo pour le poste de ${jobTitle} chez ${employerName}. Utilisez-le pour revenir à votre entretien à tout moment, sur cet appareil ou sur un autre.`,
    replaces: 'Ce lien remplace tout lien que nous vous avons envoyé auparavant.',
    keepPrivate: 'Ne le partagez pas\u202f: toute personne disposant de ce lien peut ouvrir votre entretien.',
  },
  reminder: {
    subject: ({ jobTitle }) => `Rappel\u202f: votre entretien vidéo pour le poste de ${jobTitle} sera bientôt clos`,
    heading: 'Votre entretien sera bientôt clos',
    startButton: 'Commencer mon entretien',
    continueButton: 'Reprendre mon entretien',
    started: ({ jobTitle, employerName }) =>
      `Vous avez commencé votre entretien vidéo pour le poste de ${jobTitle} chez ${employerName}, mais vous ne l’avez pas encore terminé.`,
    notStarted: ({ jobTitle, employerName }) =>
      `Vous avez reçu une invitation à un entretien vidéo pour le poste de ${jobTitle} chez ${employerName}, mais vous n’avez pas encore commencé cet entretien.`,
    closesOn: (endDate) => `L’entretien sera clos le ${endDate}.`,
    carryOn:
      'Ouvrez le lien ci-dessous sur l’appareil sur lequel vous avez commencé pour reprendre là où vous en étiez. Sur un autre appareil, saisissez-y votre adresse e-mail et nous vous enverrons votre lien personnel.',
    replacesInvitation: 'Ce lien remplace celui de votre invitation.',
  },
  received: {
    subject: ({ jobTitle }) => `Nous avons bien reçu votre entretien\u202f: ${jobTitle}`,
    heading: 'Entretien reçu',
    thanks: ({ jobTitle, employerName }) =>
      `Merci d’avoir réalisé votre entretien vidéo pour le poste de ${jobTitle} chez ${employerName}. Nous avons bien reçu toutes vos réponses.`,
    nextSteps: ({ employerName }) => `Chez ${employerName}, l’équipe de recrutement examinera votre entretien et reviendra vers vous.`,
  },
  extended: {
    subject: ({ jobTitle }) => `Plus de temps pour votre entretien vidéo\u202f: ${jobTitle}`,
    heading: 'Votre délai a été prolongé',
    until: ({ jobTitle, employerName, endDate }) => `Chez ${employerName}, l’équipe de recrutement vous laisse jusqu’au ${endDate} pour réaliser votre entretien vidéo pour le poste de ${jobTitle}.`,
    useYourLink: 'Utilisez le lien de votre e-mail d’invitation pour le passer ou le poursuivre. Si vous ne le retrouvez pas, répondez à cet e-mail.',
  },
};

/** German, `Sie`: "Interview", "Link", "Arbeitgeber", "Recruiting-Team", "Stelle". */
const de: CandidateMailText = {
  greeting: (firstName) => (firstName ? `Hallo ${firstName},` : 'Guten Tag,'),
  footer: 'Candid Videointerviews',
  invite: {
    subject: ({ jobTitle, employerName }) => `Einladung zum Videointerview: ${jobTitle} bei ${employerName}`,
    heading: 'Einladung zum Videointerview',
    button: 'Mein Interview starten',
    invited: ({ jobTitle, employerName, inviter }) =>
      `${inviter ? `${inviter} von ${employerName}` : employerName} lädt Sie zu einem Videointerview für die Stelle „${jobTitle}“ ein.`,
    howItWorks:
      'Sie beantworten ein paar Fragen vor der Kamera – wann es Ihnen passt, an einem Computer oder Smartphone mit Kamera und Mikrofon. Ihr persönlicher Link unten speichert Ihren Fortschritt, sodass Sie unterbrechen und später weitermachen können.',
    opensLater: ({ opensOn, endDate }) =>
      `Das Interview ist vom ${opensOn} bis zum ${endDate} geöffnet. Ihr Link funktioniert ab dem ersten Tag.`,
    openUntil: (endDate) => `Das Interview ist bis zum ${endDate} geöffnet.`,
  },
  link: {
    subject: ({ jobTitle, employerName }) => `Ihr Interview-Link: ${jobTitle} bei ${employerName}`,
    heading: 'Ihr persönlicher Interview-Link',
    button: 'Mein Interview öffnen',
    yourLink: ({ jobTitle, employerName }) =>
      `Hier ist Ihr persönlicher Link zum Videointerview für die Stelle „${jobTitle}“ bei ${employerName}. Damit können Sie jederzeit zu Ihrem Interview zurückkehren – auf diesem oder einem anderen Gerät.`,
    replaces: 'Dieser Link ersetzt alle Links, die wir Ihnen zuvor gesendet haben.',
    keepPrivate: 'Geben Sie ihn nicht weiter: Jeder, der den Link hat, kann Ihr Interview öffnen.',
  },
  reminder: {
    subject: ({ jobTitle }) => `Erinnerung: Ihr Videointerview für „${jobTitle}“ endet bald`,
    heading: 'Ihr Interview endet bald',
    startButton: 'Mein Interview starten',
    continueButton: 'Mein Interview fortsetzen',
    started: ({ jobTitle, employerName }) =>
      `Sie haben Ihr Videointerview für die Stelle „${jobTitle}“ bei ${employerName} begonnen, aber noch nicht abgeschlossen.`,
    notStarted: ({ jobTitle, employerName }) =>
      `Sie wurden zu einem Videointerview für die Stelle „${jobTitle}“ bei ${employerName} eingeladen und haben es noch nicht begonnen.`,
    closesOn: (endDate) => `Das Interview schließt am ${endDate}.`,
    carryOn:
      'Öffnen Sie den Link unten auf dem Gerät, auf dem Sie begonnen haben, um dort weiterzumachen, wo Sie aufgehört haben. Auf einem anderen Gerät geben Sie dort Ihre E-Mail-Adresse ein, und wir senden Ihnen Ihren persönlichen Link.',
    replacesInvitation: 'Dieser Link ersetzt den Link aus Ihrer Einladung.',
  },
  received: {
    subject: ({ jobTitle }) => `Wir haben Ihr Interview erhalten: ${jobTitle}`,
    heading: 'Interview erhalten',
    thanks: ({ jobTitle, employerName }) =>
      `Vielen Dank, dass Sie Ihr Videointerview für die Stelle „${jobTitle}“ bei ${employerName} abgeschlossen haben. Wir haben alle Ihre Antworten erhalten.`,
    nextSteps: ({ employerName }) => `Das Recruiting-Team von ${employerName} sieht sich Ihr Interview an und meldet sich bei Ihnen.`,
  },
  extended: {
    subject: ({ jobTitle }) => `Mehr Zeit für Ihr Videointerview: ${jobTitle}`,
    heading: 'Ihre Frist wurde verlängert',
    until: ({ jobTitle, employerName, endDate }) => `${employerName} gibt Ihnen bis zum ${endDate} Zeit, Ihr Videointerview für die Stelle „${jobTitle}“ abzuschließen.`,
    useYourLink: 'Nutzen Sie den Link aus Ihrer Einladungs-E-Mail, um es zu beginnen oder fortzusetzen. Wenn Sie ihn nicht finden, antworten Sie auf diese E-Mail.',
  },
};

/**
 * Brazilian Portuguese, `você`: "entrevista", "link", "empresa", "equipe de recrutamento", "vaga".
 * "na empresa X" and "da empresa X", so no article has to agree with the employer's name.
 */
const ptBR: CandidateMailText = {
  greeting: (firstName) => (firstName ? `Olá, ${firstName},` : 'Olá,'),
  footer: 'Candid: entrevistas em vídeo',
  invite: {
    subject: ({ jobTitle, employerName }) => `Convite para entrevista em vídeo: ${jobTitle} – ${employerName}`,
    heading: 'Convite para uma entrevista em vídeo',
    button: 'Iniciar minha entrevista',
    invited: ({ jobTitle, employerName, inviter }) =>
      inviter
        ? `${inviter}, da empresa ${employerName}, convidou você para uma entrevista em vídeo para a vaga de ${jobTitle}.`
        : `A empresa ${employerName} convidou você para uma entrevista em vídeo para a vaga de ${jobTitle}.`,
    howItWorks:
      'Você responde a algumas perguntas diante da câmera, no seu tempo, em um computador ou celular com câmera e microfone. Seu link pessoal abaixo guarda o seu progresso, então você pode parar e voltar depois.',
    opensLater: ({ opensOn, endDate }) =>
      `A entrevista estará disponível a partir de ${opensOn} e ficará aberta até ${endDate}. Seu link funcionará a partir do dia da abertura.`,
    openUntil: (endDate) => `A entrevista fica aberta até ${endDate}.`,
  },
  link: {
    subject: ({ jobTitle, employerName }) => `Seu link da entrevista: ${jobTitle} – ${employerName}`,
    heading: 'Seu link pessoal da entrevista',
    button: 'Abrir minha entrevista',
    yourLink: ({ jobTitle, employerName }) =>
      `Aqui está seu link pessoal para a entrevista em vídeo da vaga de ${jobTitle} na empresa ${employerName}. Use-o para voltar à sua entrevista quando quiser, neste ou em outro dispositivo.`,
    replaces: 'Este link substitui qualquer link que enviamos antes.',
    keepPrivate: 'Não compartilhe este link: qualquer pessoa que o tiver pode abrir sua entrevista.',
  },
  reminder: {
    subject: ({ jobTitle }) => `Lembrete: sua entrevista em vídeo para a vaga de ${jobTitle} será encerrada em breve`,
    heading: 'Sua entrevista será encerrada em breve',
    startButton: 'Iniciar minha entrevista',
    continueButton: 'Continuar minha entrevista',
    started: ({ jobTitle, employerName }) =>
      `Você começou sua entrevista em vídeo para a vaga de ${jobTitle} na empresa ${employerName}, mas ainda não a concluiu.`,
    notStarted: ({ jobTitle, employerName }) =>
      `A empresa ${employerName} convidou você para uma entrevista em vídeo para a vaga de ${jobTitle}, e você ainda não a iniciou.`,
    closesOn: (endDate) => `A entrevista será encerrada em ${endDate}.`,
    carryOn:
      'Abra o link abaixo no dispositivo em que você começou para continuar de onde parou. Em outro dispositivo, informe lá o seu e-mail e enviaremos seu link pessoal.',
    replacesInvitation: 'Este link substitui o do seu convite.',
  },
  received: {
    subject: ({ jobTitle }) => `Recebemos sua entrevista: ${jobTitle}`,
    heading: 'Entrevista recebida',
    thanks: ({ jobTitle, employerName }) =>
      `Obrigado por concluir sua entrevista em vídeo para a vaga de ${jobTitle} na empresa ${employerName}. Recebemos todas as suas respostas.`,
    nextSteps: ({ employerName }) => `A equipe de recrutamento da empresa ${employerName} vai analisar sua entrevista e entrar em contato com você.`,
  },
  extended: {
    subject: ({ jobTitle }) => `Mais tempo para sua entrevista em vídeo: ${jobTitle}`,
    heading: 'Seu prazo foi prorrogado',
    until: ({ jobTitle, employerName, endDate }) => `A empresa ${employerName} deu a você até ${endDate} para concluir sua entrevista em vídeo para a vaga de ${jobTitle}.`,
    useYourLink: 'Use o link do seu e-mail de convite para fazer ou continuar a entrevista. Se não o encontrar, responda a este e-mail.',
  },
};

/**
 * Modern Standard Arabic, addressing the candidate in the masculine as the catalogue does:
 * "مقابلة", "رابط", "جهة التوظيف", "فريق التوظيف", "وظيفة". The inviter's gender is unknown, so
 * no verb agrees with them.
 */
const ar: CandidateMailText = {
  greeting: (firstName) => (firstName ? `مرحبًا ${firstName}،` : 'مرحبًا،'),
  footer: 'Candid – مقابلات بالفيديو',
  invite: {
    subject: ({ jobTitle, employerName }) => `دعوة إلى مقابلة بالفيديو: ${jobTitle} لدى ${employerName}`,
    heading: 'دعوة إلى مقابلة بالفيديو',
    button: 'ابدأ مقابلتي',
    invited: ({ jobTitle, employerName, inviter }) =>
      `لديك دعوة من ${inviter ? `${inviter} (${employerName})` : employerName} لإجراء مقابلة بالفيديو لوظيفة ${jobTitle}.`,
    howItWorks:
      'ستجيب عن بضعة أسئلة أمام الكاميرا، في الوقت الذي يناسبك، من حاسوب أو هاتف مزوّد بكاميرا وميكروفون. يحفظ رابطك الشخصي أدناه تقدّمك، لذا يمكنك التوقف والعودة لاحقًا.',
    opensLater: ({ opensOn, endDate }) =>
      `تُتاح المقابلة بدءًا من ${opensOn} وتبقى مفتوحة حتى ${endDate}. يعمل رابطك ابتداءً من يوم الإتاحة.`,
    openUntil: (endDate) => `تبقى المقابلة مفتوحة حتى ${endDate}.`,
  },
  link: {
    subject: ({ jobTitle, employerName }) => `رابط مقابلتك: ${jobTitle} لدى ${employerName}`,
    heading: 'رابط مقابلتك الشخصي',
    button: 'افتح مقابلتي',
    yourLink: ({ jobTitle, employerName }) =>
      `إليك رابطك الشخصي للمقابلة بالفيديو لوظيفة ${jobTitle} لدى ${employerName}. استخدمه للعودة إلى مقابلتك في أي وقت، على هذا الجهاز أو على جهاز آخر.`,
    replaces: 'يحلّ هذا الرابط محلّ أي رابط أرسلناه إليك من قبل.',
    keepPrivate: 'احتفظ به لنفسك: يستطيع أي شخص لديه الرابط فتح مقابلتك.',
  },
  reminder: {
    subject: ({ jobTitle }) => `تذكير: تُغلق مقابلتك بالفيديو لوظيفة ${jobTitle} قريبًا`,
    heading: 'تُغلق مقابلتك قريبًا',
    startButton: 'ابدأ مقابلتي',
    continueButton: 'تابع مقابلتي',
    started: ({ jobTitle, employerName }) => `لقد بدأت مقابلتك بالفيديو لوظيفة ${jobTitle} لدى ${employerName} ولكنك لم تُكملها بعد.`,
    notStarted: ({ jobTitle, employerName }) => `لديك دعوة إلى مقابلة بالفيديو لوظيفة ${jobTitle} لدى ${employerName} ولم تبدأها بعد.`,
    closesOn: (endDate) => `تُغلق المقابلة في ${endDate}.`,
    carryOn:
      'افتح الرابط أدناه على الجهاز الذي بدأت عليه لتتابع من حيث توقفت. وإذا كنت تستخدم جهازًا آخر، فأدخل بريدك الإلكتروني هناك وسنرسل إليك رابطك الشخصي.',
    replacesInvitation: 'يحلّ هذا الرابط محلّ الرابط الوارد في دعوتك.',
  },
  received: {
    subject: ({ jobTitle }) => `تلقّينا مقابلتك: ${jobTitle}`,
    heading: 'تم استلام المقابلة',
    thanks: ({ jobTitle, employerName }) =>
      `شكرًا لك على إكمال مقابلتك بالفيديو لوظيفة ${jobTitle} لدى ${employerName}. لقد تلقّينا جميع إجاباتك.`,
    nextSteps: ({ employerName }) => `سيراجع فريق التوظيف لدى ${employerName} مقابلتك ويتواصل معك.`,
  },
  extended: {
    subject: ({ jobTitle }) => `مزيد من الوقت لمقابلتك بالفيديو: ${jobTitle}`,
    heading: 'تم تمديد موعدك النهائي',
    until: ({ jobTitle, employerName, endDate }) => `منحتك ${employerName} مهلة حتى ${endDate} لإكمال مقابلتك بالفيديو لوظيفة ${jobTitle}.`,
    useYourLink: 'استخدم الرابط الموجود في رسالة الدعوة لإجراء المقابلة أو متابعتها. إن لم تجده، فردّ على هذه الرسالة.',
  },
};

/** Simplified Chinese, `您`: "面试", "链接", "雇主", "招聘团队", "职位". */
const zhCN: CandidateMailText = {
  greeting: (firstName) => (firstName ? `${firstName}，您好：` : '您好：'),
  footer: 'Candid 视频面试',
  invite: {
    subject: ({ jobTitle, employerName }) => `视频面试邀请：${employerName}“${jobTitle}”职位`,
    heading: '视频面试邀请',
    button: '开始面试',
    invited: ({ jobTitle, employerName, inviter }) =>
      `${inviter ? `${employerName}的${inviter}` : employerName}邀请您参加“${jobTitle}”职位的视频面试。`,
    howItWorks:
      '您可以在方便的时候，使用带摄像头和麦克风的电脑或手机，对着镜头回答几个问题。下方的个人链接会保存您的进度，您可以随时暂停，稍后继续。',
    opensLater: ({ opensOn, endDate }) => `面试将于 ${opensOn} 开放，截止日期为 ${endDate}。您的链接自开放当天起生效。`,
    openUntil: (endDate) => `面试开放至 ${endDate}。`,
  },
  link: {
    subject: ({ jobTitle, employerName }) => `您的面试链接：${employerName}“${jobTitle}”职位`,
    heading: '您的个人面试链接',
    button: '打开我的面试',
    yourLink: ({ jobTitle, employerName }) =>
      `这是您参加${employerName}“${jobTitle}”职位视频面试的个人链接。您可以随时通过它回到面试，无论是在此设备还是其他设备上。`,
    replaces: '此链接将取代我们之前发送给您的所有链接。',
    keepPrivate: '请妥善保管，不要分享此链接：任何拥有此链接的人都可以打开您的面试。',
  },
  reminder: {
    subject: ({ jobTitle }) => `提醒：您的“${jobTitle}”职位视频面试即将截止`,
    heading: '您的面试即将截止',
    startButton: '开始面试',
    continueButton: '继续面试',
    started: ({ jobTitle, employerName }) => `您已开始${employerName}“${jobTitle}”职位的视频面试，但尚未完成。`,
    notStarted: ({ jobTitle, employerName }) => `${employerName}已邀请您参加“${jobTitle}”职位的视频面试，您尚未开始。`,
    closesOn: (endDate) => `面试将于 ${endDate} 截止。`,
    carryOn: '请在您开始面试的设备上打开下方链接，从上次中断的地方继续。如果使用其他设备，请在打开的页面上输入您的电子邮箱地址，我们会将您的个人链接发送给您。',
    replacesInvitation: '此链接将取代邀请邮件中的链接。',
  },
  received: {
    subject: ({ jobTitle }) => `我们已收到您的面试：${jobTitle}`,
    heading: '面试已收到',
    thanks: ({ jobTitle, employerName }) => `感谢您完成${employerName}“${jobTitle}”职位的视频面试。我们已收到您的全部回答。`,
    nextSteps: ({ employerName }) => `${employerName}的招聘团队将审阅您的面试，并与您联系。`,
  },
  extended: {
    subject: ({ jobTitle }) => `您的视频面试有了更多时间：${jobTitle}`,
    heading: '您的截止日期已延长',
    until: ({ jobTitle, employerName, endDate }) => `${employerName}已将您完成“${jobTitle}”职位视频面试的截止日期延长至${endDate}。`,
    useYourLink: '请使用邀请邮件中的链接开始或继续面试。如果找不到该链接，请直接回复此邮件。',
  },
};

/** The words of the candidate mails in each candidate language. */
export const CANDIDATE_MAIL_TEXT: Record<CandidateLocale, CandidateMailText> = { en, es, fr, de, 'pt-BR': ptBR, ar, 'zh-CN': zhCN };
