import { questionRows } from './types';

/** Questions that suit any job: motivation, culture, competency, behavioural (STAR) and situational. */
export const GENERAL_QUESTIONS = questionRows('general', [
  // Motivation and culture
  ['motivation', 'motivation', 'What attracted you to this {jobTitle} role, and why is now the right time for a move?'],
  ['motivation', 'motivation', 'What do you understand {aJobTitle} does day to day, and which part of the work appeals to you most?'],
  ['motivation', 'motivation', 'Where would you like your career to be in three years, and how does this {jobTitle} position fit that plan?'],
  ['motivation', 'motivation', 'What makes you a strong fit for this {jobTitle} role? Please give one or two examples.'],
  ['motivation', 'motivation', 'What does a really good day at work look like for you?'],
  ['motivation', 'motivation', 'What part of your current or most recent job do you enjoy most, and what would you change?'],
  ['culture', 'culture', 'Describe the kind of team and manager you do your best work with.'],
  ['culture', 'culture', 'Which values matter most to you in a workplace, and how have you seen them in action?'],
  ['culture', 'culture', 'What would your current or last manager say is the most valuable thing you bring to a team?'],
  ['culture', 'culture', 'How do you help make a workplace inclusive and welcoming for everyone?'],

  // Competency
  ['competency', 'communication', 'How do you adapt the way you communicate for different people, such as a manager, a new colleague or a customer?'],
  ['competency', 'organisation', 'Walk us through how you plan and organise a typical working week.'],
  ['competency', 'problem-solving', 'How do you approach a problem you have never come across before?'],
  ['competency', 'teamwork', 'What does being a good team member mean to you? Please give an example.'],
  ['competency', 'attention-to-detail', 'How do you check your own work for accuracy before you hand it over?'],
  ['competency', 'resilience', 'How do you look after your wellbeing and stay focused when work is demanding?'],
  ['competency', 'adaptability', 'How do you respond when a decision is made that you do not agree with?'],
  ['competency', 'leadership', 'How do you motivate the people around you, whether or not you manage them?'],
  ['competency', 'technical', 'Which tools or systems are you most confident with, and how have you used them in your recent work?'],
  ['competency', 'learning', 'What is something new you have learned in the last year, and how did you go about learning it?'],

  // Behavioural (situation, task, action, result)
  ['behavioural', 'problem-solving', 'Tell us about a time you solved a difficult problem at work. What was the situation, what did you do, and what was the result?'],
  ['behavioural', 'teamwork', 'Describe a time you worked with someone whose style was very different from yours. How did you make it work?'],
  ['behavioural', 'communication', 'Tell us about a time you had to explain something complex to someone without your background. How did you make sure they understood?'],
  ['behavioural', 'adaptability', 'Describe a situation where your priorities changed suddenly. How did you adjust, and what was the outcome?'],
  ['behavioural', 'resilience', 'Tell us about a time something you worked on did not go to plan. What did you learn from it?'],
  ['behavioural', 'leadership', 'Give an example of a time you took the lead without being asked. What prompted you, and what happened?'],
  ['behavioural', 'integrity', 'Tell us about a time you made a mistake at work. How did you handle it?'],
  ['behavioural', 'organisation', 'Describe a time you had several deadlines at once. How did you decide what to do first?'],
  ['behavioural', 'customer-focus', 'Tell us about a time you went beyond what was expected for a customer, client or colleague.'],
  ['behavioural', 'initiative', 'Describe an improvement you suggested or made to the way your team worked. What difference did it make?'],
  ['behavioural', 'attention-to-detail', 'Tell us about a time your attention to detail prevented a problem.'],
  ['behavioural', 'teamwork', 'Describe a time you disagreed with a team decision. What did you do, and how was it resolved?'],
  ['behavioural', 'communication', 'Tell us about a time you had to deliver bad news. How did you approach the conversation?'],
  ['behavioural', 'resilience', 'Describe the most pressured period you have had at work. How did you keep performing?'],
  ['behavioural', 'learning', 'Tell us about a time you received critical feedback. What did you do with it?'],
  ['behavioural', 'customer-focus', 'Describe a time you dealt with an unhappy customer or stakeholder. What did you do, and what was the outcome?'],
  ['behavioural', 'integrity', 'Tell us about a time you were asked to do something you felt was not right. How did you respond?'],
  ['behavioural', 'initiative', 'Describe a time you noticed a problem nobody else had picked up. What did you do about it?'],
  ['behavioural', 'organisation', 'Tell us about a piece of work you planned from start to finish. How did you keep it on track?'],
  ['behavioural', 'learning', 'Describe a time you had to get up to speed on something unfamiliar very quickly. How did you do it?'],

  // Situational
  ['situational', 'customer-focus', 'Imagine a customer is upset about something that was not your fault. How would you handle the conversation?'],
  ['situational', 'teamwork', 'If a teammate was consistently not pulling their weight and it was affecting your work, what would you do?'],
  ['situational', 'organisation', 'If two managers each gave you an urgent task at the same time, how would you handle it?'],
  ['situational', 'integrity', 'If you noticed a colleague cutting corners in a way that could cause a problem, what would you do?'],
  ['situational', 'adaptability', 'Suppose you start as our {jobTitle} and the processes are very different from what you are used to. How would you get up to speed?'],
  ['situational', 'problem-solving', 'If you were stuck on a task and the person who usually helps was unavailable, what would you do?'],
  ['situational', 'communication', 'How would you handle realising that you are going to miss a deadline you committed to?'],
  ['situational', 'learning', 'In your first 90 days as our {jobTitle}, what would you focus on, and why?'],
]);
