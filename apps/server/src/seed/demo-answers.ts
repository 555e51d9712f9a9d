import type { DemoCandidate, DemoJob } from './demo-content';

/*
 * What the demo candidates say in their recorded answers, in question order (one text per answer
 * they recorded). espeak-ng speaks each into its clip at first start, and the speech engine
 * transcribes it like any answer, so the demo's transcripts, search and summaries are real
 * machine output. The texts fit the team's ratings and comments in demo-jobs.ts. Plain words
 * and short sentences: the offline engine (pocketsphinx's general English model) hears those best.
 * Keyed by the job's code, then the candidate's first and last name.
 */
const SPOKEN: Record<string, Record<string, string[]>> = {
  // Customer Success Manager
  'NW-CSM-01': {
    'Priya Raman': [
      'I have led customer success teams for six years, first in software and then in freight. I love helping clients grow, and I like to see them stay with us for a long time.',
      'A large client was about to leave us after three late deliveries. I went to see them, we found the problem together, and we changed the plan. Now they tell other companies about us.',
      'I start with the accounts where the risk is highest. If a client has an open problem or a contract ending soon, they come first. Then I look at the ones that can grow.',
      'I send the numbers a week before, so there are no surprises. In the meeting we look back at the last three months, agree on what to fix, and set goals for the next quarter.',
      'In the first month I would meet every client and listen. In the second month I would fix the biggest problems. By the third month I want a clear plan for each account.',
    ],
    'Daniel Okafor': [
      'I am an account manager with eight years in transport. I enjoy building long relationships with clients, and customer success is the part of the job I like most.',
      'A customer was angry about a billing mistake that went on for months. I called them the same day, we paid back the money, and I checked every bill myself until it was right.',
      'To be honest, I usually deal with whoever is the loudest. But I also keep a list of the biggest accounts and check on them every week.',
      'I would ask the client what they want from the review. Then I bring data on service, costs and problems, and we finish with three clear actions and who owns them.',
      'I would spend the first weeks on the road, visiting clients and depots. By ninety days I want to know every account, and I want each client to know my name.',
    ],
    'Liam Walsh': [
      'I have been in retail for five years, mostly as a store manager. I like talking to customers, and I think customer success would be a good next step for me.',
      'A customer came back with a broken phone and was very upset. I gave them a new one on the spot, and they were happy when they left the store.',
      'I would probably just work through them in the order they come in. That way it is fair to everyone.',
      'I have not run one of those before. I guess I would go through the numbers with them and ask if they are happy.',
      'I would learn the systems and get to know the team. I would ask a lot of questions and try to help where I can.',
    ],
    'Sophie Tran': [
      'I coordinate client services at a warehouse company. I am good at keeping things organised, and I want a role where I own the client relationship from start to finish.',
      'A client was unhappy because their orders kept going out late. I set up a daily call with the warehouse team, and after two weeks their orders were on time again.',
      'I look at which problems affect the most orders. A small client with a big problem can matter more than a big client with a small one.',
      'I would go through the main numbers with the client and talk about any problems. I have not led one myself yet, so I would learn from the team first.',
      'I would spend the first month learning the accounts and the systems. After that I would start taking over clients one by one.',
    ],
    'Tom Bennett': [
      'I have been an account manager in freight forwarding for four years. I like solving problems for clients, and I want to spend more time helping them grow.',
      'A client lost a shipment and blamed us. I found it in two days, called them twice a day until it arrived, and gave them my own number. They signed a bigger contract the next year.',
      'I sort accounts by two things: how much they are worth and how much risk there is. High value and high risk comes first, every time. I write this list every Monday.',
      'I would start with what the client told us they wanted last quarter. Then we look at the results, talk about what went wrong, and agree on the next steps.',
      'My first goal is to meet every client in person. Then I would find the three accounts most at risk and make a plan for each of them.',
    ],
    'Maya Chen': [
      'I am a customer success specialist at an online market for businesses. I enjoy teaching customers how to get the most out of a product.',
      'A seller wanted to close their account because sales were slow. I showed them how to improve their listings, their sales doubled, and now they help us train new sellers.',
      'I check our health scores every day. Accounts with falling use or open complaints get a call first, and I keep time each week for the healthy ones too.',
      'I would send an agenda early and ask what the client wants to cover. We review the results, share what we learned, and agree on goals with dates and owners.',
      'The first thirty days are for listening and learning. By sixty days I would own my accounts, and by ninety days I want to show results in the numbers.',
    ],
    "Jack O'Connor": [
      'I have spent three years in a call centre for a transport company. I enjoy helping people fix their problems, and I want to work with clients over the long term.',
      'A driver had missed a delivery for the third time and the customer was furious. I booked a new time, called them to confirm it, and sent a small gift to say sorry.',
    ],
    'Chloe Martin': [
      'I am a project coordinator and I love working with clients. I want to move into customer success because it is about building trust over time.',
      'A client was unhappy with a project that ran late. I set up weekly updates, and we finished the next stage early. They asked for me on their next project.',
      'I make a list every week and rank accounts by how urgent they are and how big they are. Anything that could cost us a client goes to the top.',
    ],
  },
  // Senior Recruitment Consultant
  'HF-SRC-03': {
    'Mia Thompson': [
      'I love matching the right person to the right job. I have spent four years on a supply chain desk, and I want to join a small team that cares about people.',
      'I placed a warehouse manager who had been out of work for a year. The client was not sure at first, but she is still there three years later and runs two sites.',
      'I call the client every week, even when there is no news. I tell them what I have tried, what I have learned from the market, and what I will do next.',
      'I want to build a desk of ten live roles and win two new clients. I also want every candidate I meet to have a good experience, even if they do not get the job.',
    ],
    'James Wilson': [
      'I think recruitment is a good way to make money. I saw your job online and it looked like a good fit.',
      'I placed a sales person last year. It went well because the client needed someone quickly and he was free.',
      'I usually send them an email when I have something new. If there is nothing new, there is not much to say.',
      'I would want to make as many placements as I can and reach my targets.',
    ],
    'Ella Davies': [
      'I have been in house in health care for three years. I want more variety, and an agency lets me work with many different clients.',
      'We needed a night nurse for a small clinic in the country. I found a nurse who wanted to move out of the city, and she is now the clinic manager.',
      'I agree a plan at the start, with a date to check in. If the search is slow, I explain why, share what the market is telling me, and suggest what we could change.',
      'I want to learn how your team works and bring in my first clients from health care. By three months I would like to have made my first placements.',
    ],
    'Ryan Murphy': [
      'I started in recruitment two years ago, after three years in sales. I like the pace of agency work and the chance to help people find the right job.',
    ],
  },
  // Community Nurse - Aged Care
  'BG-CN-07': {
    'Grace Mitchell': [
      'I like to care for people in their own homes. You get to know the whole family, and you see how people really live. It makes the care much more personal.',
      "A daughter did not agree with her father's plan to stay at home. We sat down together, listened to both of them, and made a plan with more support at night.",
      'I call the next client to let them know I will be late, and I move any visit that can wait. If I need help, I call the team leader early.',
      'I walk every day, and I talk with my team after a hard visit. I also keep my days off free from work, so I come back with energy.',
    ],
    'Ravi Sharma': [
      'I have spent five years in an aged care home. I want to help older people stay in their own homes for as long as they can.',
      'A family wanted more visits than the plan allowed. I explained what we could do, and I helped them apply for more support. They were happy with the result.',
      'I start with the clients who need care at a set time, like their medicine. If a visit runs long, I call the office so they can move a later visit.',
      'I try to leave work at work. I play football on the weekend, and I talk to a friend when I need to.',
    ],
    'Emily Nguyen': [
      'I am a bit tired of the hospital and I want regular hours. I think community nursing would be a quieter job.',
      'A family was not happy with the plan. I told them it was the doctor who decided, and they would need to talk to him.',
      'I would just stay as long as I need to and finish the other visits later in the day.',
      'I have not really thought about it. I usually just get on with things.',
    ],
    'Oliver Brown': [
      'I have been a nurse on a hospital ward for four years. I would like more time with each patient and more control over my day.',
      'A man did not want help with his showers. We talked about what he could still do himself, and we agreed on help two days a week.',
      'I plan my route the night before and leave some time free in the middle of the day. That gives me room if one visit runs long.',
      'I go to the gym three times a week. I also talk to a counsellor when work gets heavy, and that helps me a lot.',
    ],
    'Zara Ahmed': [
      'I finished my nursing degree last year and I am on a surgical ward. I love getting to know patients, and I would like to care for people at home.',
      "A patient's son wanted his mother to stay longer in hospital. I listened to his worries and asked the doctor to explain the plan to him. He felt much better after that.",
      'I have not done home visits yet, so I would ask the team how they plan their day. I would make sure each client gets the time they need.',
      'I spend time with my family and I like to cook. After a hard day I talk to the other nurses on my shift.',
    ],
  },
};

/** What the candidate says in their answer to the job's question `index` (0-based), or null when the demo has no text for it. */
export function spokenAnswer(job: Pick<DemoJob, 'code'>, candidate: Pick<DemoCandidate, 'first' | 'last'>, index: number): string | null {
  return SPOKEN[job.code]?.[`${candidate.first} ${candidate.last}`]?.[index] ?? null;
}
