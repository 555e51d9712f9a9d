import { count } from 'drizzle-orm';
import {
  ACCESS_LEVEL,
  BRAND_PALETTE,
  CAMPAIGN_STATUS,
  ENTERPRISE_DEFAULTS,
  JOB_DEFAULTS,
  USER_STATUS,
  initialsOf,
} from '@candid/shared';
import type { AppContext } from '../context';
import { campaigns, employers, enterprises, questions, users } from '../db/schema/index';
import { hashSecret } from '../platform/crypto';

export const DEMO_DOMAIN = 'demo.candid.test';

const TEAM = [
  { first: 'Olivia', last: 'Owens', local: 'owner', level: ACCESS_LEVEL.Owner },
  { first: 'Ari', last: 'Nguyen', local: 'administrator', level: ACCESS_LEVEL.Administrator },
  { first: 'Sam', last: 'Patel', local: 'admin', level: ACCESS_LEVEL.Admin },
  { first: 'Harper', last: 'Moore', local: 'hiring.manager', level: ACCESS_LEVEL.HiringManager },
] as const;

const QUESTIONS = [
  'Tell us about yourself and what draws you to customer success.',
  'Describe a time you turned an unhappy customer into an advocate. What did you do?',
  'How do you decide which accounts need your attention first when everything feels urgent?',
  'Walk us through how you would run a quarterly business review with a key client.',
  'What does a great first 90 days in this role look like to you?',
];

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * On an empty database, creates a demo agency with a team (one user per access level),
 * a client employer and a live job with questions. Returns the logins, or null when
 * the database already has data.
 */
export async function seedDemo(ctx: AppContext) {
  const [{ n }] = await ctx.db.select({ n: count() }).from(enterprises);
  if (n > 0) return null;
  const passwordHash = await hashSecret(ctx.config.demoPassword);

  await ctx.db.transaction(async (tx) => {
    const [enterprise] = await tx
      .insert(enterprises)
      .values({
        Enterprise_Name: 'Harbour & Finch Recruitment',
        Enterprise_Initials: 'HF',
        Enterprise_Email: `hello@${DEMO_DOMAIN}`,
        Enterprise_BackgroundColour: BRAND_PALETTE[2],
        Enterprise_Colour: BRAND_PALETTE[1],
        Enterprise_PhoneNumber: '292 555 0100',
        Enterprise_PhoneNumber_CountryCode: ENTERPRISE_DEFAULTS.phonePrefix,
        Enterprise_StreetAddress: '1 Harbour Street',
        Enterprise_City: ENTERPRISE_DEFAULTS.Enterprise_City,
        Enterprise_Region: 'New South Wales',
        Enterprise_Postcode: '2000',
        Enterprise_Country: ENTERPRISE_DEFAULTS.Enterprise_Country,
        Enterprise_CountryCoded: ENTERPRISE_DEFAULTS.Enterprise_CountryCoded,
        isAgencies: true,
      })
      .returning();
    const eid = enterprise.pk_Enterprise_ID;

    const team = await tx
      .insert(users)
      .values(
        TEAM.map((m, i) => ({
          fk_Enterprise_ID: eid,
          User_FirstName: m.first,
          User_LastName: m.last,
          User_Email: `${m.local}@${DEMO_DOMAIN}`,
          User_Initials: initialsOf(m.first, m.last),
          User_BackgroundColour: BRAND_PALETTE[(i + 3) % BRAND_PALETTE.length],
          User_Colour: BRAND_PALETTE[1],
          User_AccessLevel: m.level,
          User_Status: USER_STATUS.Active,
          IsOnBoardingProcess: false,
          passwordHash,
        })),
      )
      .returning();
    const owner = team[0];
    const hiringManager = team[3];

    const [client] = await tx
      .insert(employers)
      .values({
        fk_Enterprise_ID: eid,
        fk_User_ID: owner.pk_User_ID,
        fk_UserID_MainContact: hiringManager.pk_User_ID,
        Employer_Name: 'Northwind Logistics',
        Employer_Initials: 'NL',
        Employer_Email: `talent@northwind.${DEMO_DOMAIN}`,
        Employer_BackgroundColour: BRAND_PALETTE[2],
        Employer_Colour: BRAND_PALETTE[0],
        Employer_City: 'Melbourne',
        Employer_Region: 'Victoria',
        Employer_Country: 'Australia',
        Employer_CountryCoded: 'AU',
      })
      .returning();

    const start = new Date();
    const end = new Date(start);
    end.setMonth(end.getMonth() + 1);
    const [job] = await tx
      .insert(campaigns)
      .values({
        fk_Enterprise_ID: eid,
        fk_User_ID: owner.pk_User_ID,
        Campaign_Name: 'Customer Success Manager',
        Campaign_Job_Title: 'Customer Success Manager',
        Campaign_RefernceCode: 'NW-CSM-01',
        Campaign_StartDate: isoDate(start),
        Campaign_EndDate: isoDate(end),
        Campaign_Job_Location_Text: 'Melbourne, Victoria',
        Campaign_Job_Work_Type_ID: 1,
        Campaign_Job_Pay_Type_ID: 2,
        Campaign_Job_Pay_Range_From: 95000,
        Campaign_Job_Pay_Range_To: 110000,
        Campaign_Job_Description:
          'Northwind Logistics is looking for a Customer Success Manager to own relationships with its key accounts.',
        Campaign_Job_DescriptionHtml:
          '<h2>About the role</h2><p>Northwind Logistics is looking for a Customer Success Manager to own relationships with its key accounts.</p>',
        Campaign_CandidateNumber: hiringManager.pk_User_ID,
        Campaign_Tolerance: client.pk_Employer_ID,
        Campaign_Status: CAMPAIGN_STATUS.Active,
        Campaign_Voice: JOB_DEFAULTS.voice,
      })
      .returning();

    await tx.insert(questions).values(
      QUESTIONS.map((text, order) => ({
        fk_Enterprise_ID: eid,
        fk_User_ID: owner.pk_User_ID,
        fk_Campaign_ID: job.pk_Campaign_ID,
        Question_Text: text,
        ChatGTP_Question_Text: text,
        Question_Order: order,
        Question_RecruiterRating: JOB_DEFAULTS.recruiterRating,
      })),
    );
  });

  return {
    email: `owner@${DEMO_DOMAIN}`,
    password: ctx.config.demoPassword,
    others: TEAM.slice(1).map((m) => `${m.local}@${DEMO_DOMAIN}`),
  };
}
