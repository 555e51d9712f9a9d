let languageNames: Intl.DisplayNames | null | undefined;

/** 'en' → 'English', 'pt-BR' → 'Brazilian Portuguese'; null or an unknown code reads as English. */
export function languageLabel(language: string | null): string {
  if (languageNames === undefined) {
    try {
      languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
    } catch {
      languageNames = null;
    }
  }
  try {
    return (language && languageNames?.of(language)) || 'English';
  } catch {
    return 'English';
  }
}
