export {default as Hero, useTranslatedTagline} from './Hero';
export {default as Features} from './Features';
export {default as RoleQuotes} from './RoleQuotes';
