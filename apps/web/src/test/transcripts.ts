import type { CandidateSummary, Transcript, TranscriptSettings } from '@candid/shared';

/** Transcript, summary and settings fixtures (issue 15) as the server answers them. */

export function buildTranscript(overrides: Partial<Transcript> = {}): Transcript {
  return {
    QuestionResponse_ID: 901,
    Status: 'ready',
    Language: 'en',
    Engine: 'pocketsphinx en-us',
    Segments: [
      { start: 0.4, end: 3.2, text: 'I have worked as a barista for five years.' },
      { start: 3.6, end: 7.9, text: 'I enjoy early mornings and busy cafes.' },
      { start: 8.5, end: 11.6, text: 'Latte art is my favourite part of the job.' },
    ],
    Error: null,
    UpdatedAt: '2025-03-06T09:12:00.000Z',
    ...overrides,
  };
}

export function buildSummary(overrides: Partial<CandidateSummary> = {}): CandidateSummary {
  return {
    fk_CampaignLine_ID: 501,
    Kind: 'extractive',
    Model: 'extractive (offline)',
    Overall: 'Grace has worked as a barista for five years and enjoys busy cafes.',
    Answers: [
      { QuestionResponse_ID: 902, fk_Question_ID: 72, Summary: 'Wants to grow into a head barista role.' },
      { QuestionResponse_ID: 901, fk_Question_ID: 71, Summary: 'Five years as a barista; likes latte art.' },
    ],
    GeneratedAt: '2025-03-06T09:15:00.000Z',
    ...overrides,
  };
}

export function buildTranscriptSettings(overrides: Partial<TranscriptSettings> = {}): TranscriptSettings {
  return {
    TranscriptsEnabled: true,
    SummariesEnabled: true,
    Language: 'en',
    EngineAvailable: true,
    Engine: 'pocketsphinx en-us',
    OfflineLanguages: ['en'],
    ...overrides,
  };
}
