import { msg } from "@lingui/core/macro";

/** Landing page copy (docs/product/donation-flow.md#public-pages). */
export const homeMessages = {
  heroEyebrow: msg`Yayasan Rimbun Lestari`,
  heroHeading: msg`Grow Indonesia's forests, one month at a time`,
  heroLead: msg`From Rp 10.000 a month you plant trees, restore mangroves and protect lakes with local communities.`,
  heroTrust: msg`90% to programmes · licensed fundraising · secure payments`,

  aboutEyebrow: msg`About us`,
  aboutHeading: msg`Ten, ten, ten: small steps that add up`,
  aboutLead: msg`We started with one village nursery. Today thousands of people give a little every month, and it adds up to forests.`,
  statYearsFigure: msg`10 years`,
  statYearsText: msg`restoring Indonesia's forests, mangroves and lakes with local communities.`,
  statTreesFigure: msg`10 million`,
  statTreesText: msg`trees planted and cared for by villagers who are paid for their work.`,
  statMonthlyFigure: msg`10 thousand a month`,
  statMonthlyText: msg`rupiah is all it takes to give monthly and keep trees growing all year.`,
  claimOperations: msg`10% of each donation funds operations; the rest goes to programmes.`,
  claimProvider: msg`Payments are handled by a licensed third-party payment provider.`,
  claimLicence: msg`We hold a fundraising licence ({number}).`,

  campaignsEyebrow: msg`Campaigns`,
  campaignsHeading: msg`Where your donation grows`,
  campaignsLead: msg`Choose a campaign, or give monthly and we put your gift where it is needed most.`,
  campaignsUnavailable: msg`Our campaigns cannot be shown right now. Please try again in a moment.`,
  campaignRaised: msg`{raised} raised of {target}`,
  campaignProgress: msg`{percent}% of the target`,
  campaignRead: msg`Read the story`,
  campaignReadLabel: msg`Read the story: {title}`,
  campaignGiveMonthly: msg`Support monthly`,
  campaignGiveMonthlyLabel: msg`Support monthly: {title}`,
  showMore: msg`Show more`,
  showLess: msg`Show less`,

  impactEyebrow: msg`Impact`,
  impactHeading: msg`What changes on the ground`,
  donorsEyebrow: msg`Our donors`,
  donorsHeading: msg`Why donors stay`,
  sliderPrevious: msg`Previous testimonial`,
  sliderNext: msg`Next testimonial`,
  sliderPause: msg`Pause the slides`,
  sliderPlay: msg`Play the slides`,
  sliderGoTo: msg`Show testimonial {number}`,

  stepsEyebrow: msg`How to donate`,
  stepsHeading: msg`Seven simple steps`,
  stepNumber: msg`Step {number}`,

  benefitsEyebrow: msg`Monthly giving`,
  benefitsHeading: msg`What you get as a monthly donor`,
  benefitsCta: msg`Donate monthly`,

  partnersEyebrow: msg`Partners`,
  partnersHeading: msg`Working together with`,

  faqEyebrow: msg`FAQ`,
  faqHeading: msg`Questions donors ask`,

  contactEyebrow: msg`Contact`,
  contactHeading: msg`Talk to us`,
  contactLead: msg`Questions about your donation, a partnership or a visit? We reply within two working days.`,
  contactPhone: msg`Phone`,
  contactWhatsapp: msg`WhatsApp`,
  contactEmail: msg`E-mail`,
  contactAddress: msg`Office`,
};
