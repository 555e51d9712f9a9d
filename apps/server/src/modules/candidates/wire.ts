import type { AnswerByQuestion, CandidateDetail, CandidateListRow } from '@candid/shared';
import { toWire } from '../../http/wire';
import { wireNames, wireViewNames } from '../../http/wire-names';
import { resumeToWire, responseToWire } from '../media/wire';
import type { AnswerOfQuestion, CandidateRow, CandidateView } from './model';

/*
 * The candidate lists and pages at the HTTP edge (issue 31): a row is a line under its wire names
 * (wireNames.campaignLines) with its job's name and title under the job's (Campaign_Name,
 * Campaign_Job_Title); its counts and ratings have one name on both sides.
 */


/** A candidate list row → the wire's CandidateListRow. */
export function candidateRowToWire(row: CandidateRow): CandidateListRow {
  return toWire(wireViewNames.candidateRow, row);
}

/** A candidate's page → the wire's CandidateDetail, its latest resume as the wire's CandidateResume. */
export function candidateViewToWire({ resume, ...view }: CandidateView): CandidateDetail {
  return { ...toWire(wireViewNames.candidateRow, view), Resume: resume && resumeToWire(resume) };
}

/** A question with the candidate's answer → the wire's AnswerByQuestion. */
export function answerOfQuestionToWire({ question, response, ...answer }: AnswerOfQuestion): AnswerByQuestion {
  return {
    ...answer,
    // The question's kind and settings were checked against each other on write; the wire's union names that pairing.
    question: toWire(wireNames.questions, question) as AnswerByQuestion['question'],
    response: response && responseToWire(response),
  };
}
