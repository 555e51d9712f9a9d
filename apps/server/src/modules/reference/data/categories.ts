/**
 * Job categories (SPEC §3 Categories): a typical job-board taxonomy authored by this project.
 * The ids of the SPEC's examples are kept exactly; the rest are ours. A sub-category's id is
 * its category's id × 100 + its position (1-based), so ids stay stable when lists grow at the
 * end. Board codes are our job-board codes (slugs, unique within a category); an empty code means
 * "not mapped".
 */
export interface CategoryData {
  catId: number;
  name: string;
  sectionCode: string;
  subCategories: { id: number; name: string; code: string }[];
}

type Source = [catId: number, name: string, sectionCode: string, subs: string[]];

const SOURCE: Source[] = [
  [1, 'Accounting', 'accounting', [
    'Accounts Officers/Clerks', 'Accounts Payable', 'Accounts Receivable/Credit Control', 'Analysis & Reporting',
    'Assistant Accountants', 'Audit - External', 'Audit - Internal', 'Bookkeeping & Small Practice Accounting',
    'Business Services & Corporate Advisory', 'Company Secretaries', 'Compliance & Risk', 'Cost Accounting',
    'Financial Accounting & Reporting', 'Financial Managers & Controllers', 'Forensic Accounting & Investigation',
    'Insolvency & Corporate Recovery', 'Inventory & Fixed Assets', 'Management', 'Management Accounting & Budgeting',
    'Payroll', 'Strategy & Planning', 'Systems Accounting & IT Audit', 'Taxation', 'Treasury', 'Other',
  ]],
  [2, 'Administration & Office Support', 'administration-office-support', [
    'Administrative Assistants', 'Client & Sales Administration', 'Contracts Administration', 'Data Entry & Word Processing',
    'Office Management', 'PA, EA & Secretarial', 'Receptionists', 'Records Management & Document Control', 'Other',
  ]],
  [3, 'Advertising, Arts & Media', 'advertising-arts-media', [
    'Agency Account Management', 'Art Direction', 'Editing & Publishing', 'Event Management', 'Journalism & Writing',
    'Management', 'Media Strategy, Planning & Buying', 'Performing Arts', 'Photography', 'Programming & Production',
    'Promotions', 'Other',
  ]],
  [4, 'Call Centre & Customer Service', 'call-centre-customer-service', [
    'Collections', 'Customer Service - Call Centre', 'Customer Service - Customer Facing', 'Management & Support',
    'Sales - Inbound', 'Sales - Outbound', 'Supervisors/Team Leaders', 'Other',
  ]],
  [5, 'Banking & Financial Services', 'banking-financial-services', [
    'Account & Relationship Management', 'Analysis & Reporting', 'Banking - Business', 'Banking - Corporate & Institutional',
    'Banking - Retail/Branch', 'Client Services', 'Compliance & Risk', 'Corporate Finance & Investment Banking',
    'Credit', 'Financial Planning', 'Funds Management', 'Management', 'Mortgages', 'Settlements',
    'Stockbroking & Trading', 'Treasury', 'Other',
  ]],
  [6, 'CEO & General Management', 'ceo-general-management', [
    'Board Appointments', 'CEO', 'COO & MD', 'Other',
  ]],
  [7, 'Construction', 'construction', [
    'Contracts Management', 'Estimating', 'Foreperson/Supervisors', 'Health, Safety & Environment',
    'Management', 'Planning & Scheduling', 'Plant & Machinery Operators', 'Project Management', 'Quality Assurance & Control',
    'Surveying', 'Other',
  ]],
  [8, 'Community Services & Development', 'community-services-development', [
    'Aged & Disability Support', 'Child Welfare, Youth & Family Services', 'Community Development', 'Employment Services',
    'Fundraising', 'Housing & Homelessness Services', 'Indigenous & Multicultural Services', 'Management',
    'Volunteer Coordination & Support', 'Other',
  ]],
  [9, 'Consulting & Strategy', 'consulting-strategy', [
    'Analysts', 'Corporate Development', 'Environment & Sustainability Consulting', 'Management & Change Consulting',
    'Policy', 'Strategy & Planning', 'Other',
  ]],
  [10, 'Design & Architecture', 'design-architecture', [
    'Architectural Drafting', 'Architecture', 'Fashion & Textile Design', 'Graphic Design', 'Illustration & Animation',
    'Industrial Design', 'Interior Design', 'Landscape Architecture', 'Urban Design & Planning', 'Web & Interaction Design',
    'Other',
  ]],
  [11, 'Education & Training', 'education-training', [
    'Childcare & Outside School Hours Care', 'Library Services & Information Management', 'Management - Schools',
    'Management - Universities', 'Management - Vocational', 'Research & Fellowships', 'Student Services',
    'Teaching - Early Childhood', 'Teaching - Primary', 'Teaching - Secondary', 'Teaching - Tertiary',
    'Teaching - Vocational', 'Teaching Aides & Special Needs', 'Tutoring', 'Workplace Training & Assessment', 'Other',
  ]],
  [12, 'Engineering', 'engineering', [
    'Aerospace Engineering', 'Automotive Engineering', 'Building Services Engineering', 'Chemical Engineering',
    'Civil/Structural Engineering', 'Electrical/Electronic Engineering', 'Engineering Drafting', 'Environmental Engineering',
    'Field Engineering', 'Industrial Engineering', 'Maintenance', 'Management', 'Materials Handling Engineering',
    'Mechanical Engineering', 'Process Engineering', 'Project Engineering', 'Project Management', 'Supervisors',
    'Systems Engineering', 'Water & Waste Engineering', 'Other',
  ]],
  [13, 'Farming, Animals & Conservation', 'farming-animals-conservation', [
    'Agronomy & Farm Services', 'Conservation, Parks & Wildlife', 'Farm Labour', 'Farm Management',
    'Fishing & Aquaculture', 'Horticulture', 'Veterinary Services & Animal Welfare', 'Winery & Viticulture', 'Other',
  ]],
  [14, 'Government & Defence', 'government-defence', [
    'Air Force', 'Army', 'Emergency Services', 'Government - Federal', 'Government - Local', 'Government - State',
    'Navy', 'Police & Corrections', 'Policy, Planning & Regulation', 'Other',
  ]],
  [15, 'Healthcare & Medical', 'healthcare-medical', [
    'Ambulance/Paramedics', 'Chiropractic & Osteopathic', 'Clinical/Medical Research', 'Dental', 'Dieticians',
    'Environmental Services', 'General Practitioners', 'Management', 'Medical Administration', 'Medical Imaging',
    'Medical Specialists', 'Natural Therapies & Alternative Medicine', 'Nursing - A&E, Critical Care & ICU',
    'Nursing - Aged Care', 'Nursing - Community, Maternal & Child Health', 'Nursing - Educators & Facilitators',
    'Nursing - General Medical & Surgical', 'Nursing - High Acuity', 'Nursing - Management', 'Nursing - Midwifery, Neo-Natal, SCN & NICU',
    'Nursing - Paediatric & PICU', 'Nursing - Psych, Forensic & Correctional Health', 'Nursing - Theatre & Recovery',
    'Optical', 'Pathology', 'Pharmaceuticals & Medical Devices', 'Pharmacy', 'Physiotherapy, OT & Rehabilitation',
    'Psychology, Counselling & Social Work', 'Residents & Registrars', 'Sales', 'Speech Therapy', 'Other',
  ]],
  [16, 'Hospitality & Tourism', 'hospitality-tourism', [
    'Airlines', 'Bar & Beverage Staff', 'Chefs/Cooks', 'Front Office & Guest Services', 'Gaming', 'Housekeeping',
    'Kitchen & Sandwich Hands', 'Management', 'Reservations', 'Tour Guides', 'Travel Agents/Consultants',
    'Waiting Staff', 'Other',
  ]],
  [17, 'Human Resources & Recruitment', 'human-resources-recruitment', [
    'Consulting & Generalist HR', 'Industrial & Employee Relations', 'Management - Agency', 'Management - Internal',
    'Occupational Health & Safety', 'Organisational Development', 'Recruitment - Agency', 'Recruitment - Internal',
    'Remuneration & Benefits', 'Training & Development', 'Other',
  ]],
  [18, 'Information & Communication Technology', 'information-communication-technology', [
    'Architects', 'Business/Systems Analysts', 'Computer Operators', 'Consultants', 'Database Development & Administration',
    'Developers/Programmers', 'Engineering - Hardware', 'Engineering - Network', 'Engineering - Software',
    'Help Desk & IT Support', 'Management', 'Networks & Systems Administration', 'Product Management & Development',
    'Programme & Project Management', 'Sales - Pre & Post', 'Security', 'Team Leaders', 'Technical Writing',
    'Telecommunications', 'Testing & Quality Assurance', 'Web Development & Production', 'Other',
  ]],
  [19, 'Legal', 'legal', [
    'Banking & Finance Law', 'Construction Law', 'Corporate & Commercial Law', 'Criminal & Civil Law',
    'Environment & Planning Law', 'Family Law', 'Generalists - In-house', 'Generalists - Law Firm',
    'Industrial Relations & Employment Law', 'Insurance & Superannuation Law', 'Intellectual Property Law',
    'Law Clerks & Paralegals', 'Legal Practice Management', 'Legal Secretaries', 'Litigation & Dispute Resolution',
    'Personal Injury Law', 'Property Law', 'Tax Law', 'Other',
  ]],
  [20, 'Insurance & Superannuation', 'insurance-superannuation', [
    'Actuarial', 'Assessment', 'Brokerage', 'Claims', 'Fund Administration', 'Management', 'Risk Consulting',
    'Superannuation', 'Underwriting', 'Workers Compensation', 'Other',
  ]],
  [21, 'Marketing & Communications', 'marketing-communications', [
    'Brand Management', 'Digital & Search Marketing', 'Direct Marketing & CRM', 'Event Management',
    'Internal Communications', 'Management', 'Market Research & Analysis', 'Marketing Assistants/Coordinators',
    'Marketing Communications', 'Product Management & Development', 'Public Relations & Corporate Affairs',
    'Trade Marketing', 'Other',
  ]],
  [22, 'Manufacturing, Transport & Logistics', 'manufacturing-transport-logistics', [
    'Analysis & Reporting', 'Assembly & Process Work', 'Aviation Services', 'Couriers, Drivers & Postal Services',
    'Fleet Management', 'Freight/Cargo Forwarding', 'Import/Export & Customs', 'Machine Operators', 'Management',
    'Pickers & Packers', 'Production, Planning & Scheduling', 'Public Transport & Taxi Services', 'Purchasing, Procurement & Inventory',
    'Quality Assurance & Control', 'Rail & Maritime Transport', 'Road Transport', 'Team Leaders/Supervisors',
    'Warehousing, Storage & Distribution', 'Other',
  ]],
  [23, 'Real Estate & Property', 'real-estate-property', [
    'Administration', 'Analysts', 'Body Corporate & Facilities Management', 'Commercial Sales, Leasing & Property Mgmt',
    'Residential Leasing & Property Management', 'Residential Sales', 'Retail & Property Development', 'Valuation', 'Other',
  ]],
  [24, 'Retail & Consumer Products', 'retail-consumer-products', [
    'Buying', 'Management - Area/Multi-site', 'Management - Department/Assistant', 'Management - Store',
    'Merchandisers', 'Planning', 'Retail Assistants', 'Other',
  ]],
  [25, 'Science & Technology', 'science-technology', [
    'Biological & Biomedical Sciences', 'Biotechnology & Genetics', 'Chemistry & Physics', 'Environmental, Earth & Geosciences',
    'Food Technology & Safety', 'Laboratory & Technical Services', 'Materials Sciences', 'Mathematics, Statistics & Information Sciences',
    'Modelling & Simulation', 'Quality Assurance & Control', 'Other',
  ]],
  [26, 'Self Employment', '', ['Self Employment']],
  [27, 'Sales', 'sales', [
    'Account & Relationship Management', 'Analysis & Reporting', 'Management', 'New Business Development',
    'Sales Coordinators', 'Sales Representatives/Consultants', 'Other',
  ]],
  [28, 'Sport & Recreation', 'sport-recreation', [
    'Coaching & Instruction', 'Fitness & Personal Training', 'Management', 'Other',
  ]],
  [29, 'Trades & Services', 'trades-services', [
    'Air Conditioning & Refrigeration', 'Automotive Trades', 'Bakers & Pastry Chefs', 'Building Trades', 'Butchers',
    'Carpentry & Cabinet Making', 'Cleaning Services', 'Electricians', 'Fitters, Turners & Machinists', 'Floristry',
    'Gardening & Landscaping', 'Hair & Beauty Services', 'Labourers', 'Locksmiths', 'Maintenance & Handyperson Services',
    'Nannies & Babysitters', 'Painters & Sign Writers', 'Plumbers', 'Printing & Publishing Services',
    'Security Services', 'Tailors & Dressmakers', 'Technicians', 'Welders & Boilermakers', 'Other',
  ]],
  [2812, 'Mining, Resources & Energy', 'mining-resources-energy', [
    'Analysis & Reporting', 'Health, Safety & Environment', 'Management', 'Mining - Drill & Blast',
    'Mining - Engineering & Maintenance', 'Mining - Exploration & Geoscience', 'Mining - Operations',
    'Mining - Processing', 'Natural Resources & Water', 'Oil & Gas - Drilling', 'Oil & Gas - Engineering & Maintenance',
    'Oil & Gas - Exploration & Geoscience', 'Oil & Gas - Operations', 'Oil & Gas - Production & Refinement',
    'Power Generation & Distribution', 'Surveying', 'Other',
  ]],
];

const slug = (s: string) =>
  s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const CATEGORIES: readonly CategoryData[] = SOURCE.map(([catId, name, sectionCode, subs]) => ({
  catId,
  name,
  sectionCode,
  subCategories: subs.map((sub, i) => ({
    id: catId * 100 + i + 1,
    name: sub,
    code: sectionCode ? slug(sub) : '',
  })),
}));
