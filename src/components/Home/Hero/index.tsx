import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

const HERO_TITLE_ID = 'home-hero-title';

/** Colours of the drawing; fixed, because the drawing has its own backdrop. */
const DINO = {
  body: '#3fae6a',
  shade: '#2a7d50',
  belly: '#dcf5e5',
  ink: '#1c1e21',
  paper: '#ffffff',
  paperLine: '#b9d6c5',
  cheek: '#f4a6b6',
  spark: '#f2b53a',
} as const;

/**
 * A friendly green dinosaur reading an open book in front of a docs page,
 * drawn for this site. `width`/`height` reserve its box before CSS loads.
 */
function HeroIllustration({className}: {readonly className?: string}): ReactNode {
  return (
    <svg
      className={className}
      width={360}
      height={300}
      viewBox="0 0 360 300"
      role="img"
      aria-label={translate({
        id: 'home.hero.illustration',
        message: 'A friendly green dinosaur reading an open book in front of a documentation page',
        description: 'Home page: text alternative of the hero illustration',
      })}>
      {/* Backdrop and ground */}
      <circle cx={196} cy={150} r={132} fill={DINO.body} fillOpacity={0.14} />
      <ellipse cx={158} cy={274} rx={104} ry={10} fill={DINO.ink} fillOpacity={0.12} />

      {/* Documentation page behind the dinosaur */}
      <g transform="rotate(8 270 110)">
        <rect x={215} y={38} width={112} height={144} rx={10} fill={DINO.paper} />
        <path d="M215 66V48a10 10 0 0 1 10-10h92a10 10 0 0 1 10 10v18z" fill={DINO.shade} />
        <circle cx={230} cy={52} r={4} fill={DINO.paper} />
        <circle cx={243} cy={52} r={4} fill={DINO.paper} fillOpacity={0.7} />
        <g fill={DINO.paperLine}>
          <rect x={262} y={82} width={50} height={7} rx={3.5} />
          <rect x={262} y={98} width={44} height={7} rx={3.5} />
          <rect x={262} y={114} width={52} height={7} rx={3.5} />
          <rect x={232} y={134} width={80} height={7} rx={3.5} />
          <rect x={232} y={150} width={62} height={7} rx={3.5} />
          <rect x={232} y={166} width={72} height={7} rx={3.5} />
        </g>
        <rect
          x={215}
          y={38}
          width={112}
          height={144}
          rx={10}
          fill="none"
          stroke={DINO.shade}
          strokeWidth={3}
        />
      </g>

      {/* Tail, legs and spikes sit behind the body */}
      <path d="M108 212C74 220 46 236 22 264C62 258 98 248 126 236z" fill={DINO.body} />
      <rect x={112} y={224} width={30} height={46} rx={13} fill={DINO.shade} />
      <rect x={162} y={224} width={30} height={46} rx={13} fill={DINO.shade} />
      <g fill={DINO.shade} stroke={DINO.shade} strokeWidth={4} strokeLinejoin="round">
        <path d="M170 70L168 52L186 58z" />
        <path d="M188 57L192 40L204 52z" />
        <path d="M163 134L152 120L170 116z" />
        <path d="M112 156L114 138L132 146z" />
        <path d="M92 178L86 160L106 162z" />
      </g>

      {/* Body, neck and head */}
      <ellipse cx={152} cy={196} rx={62} ry={52} fill={DINO.body} />
      <path d="M158 164C160 130 170 108 186 96L226 116C212 132 204 156 200 188z" fill={DINO.body} />
      <ellipse cx={212} cy={92} rx={50} ry={40} fill={DINO.body} />
      <ellipse cx={246} cy={102} rx={26} ry={24} fill={DINO.body} />
      <ellipse cx={170} cy={208} rx={34} ry={34} fill={DINO.belly} />

      {/* Face */}
      <circle cx={222} cy={80} r={13} fill={DINO.paper} />
      <circle cx={226} cy={82} r={7} fill={DINO.ink} />
      <circle cx={229} cy={79} r={2.5} fill={DINO.paper} />
      <ellipse cx={263} cy={92} rx={2.5} ry={3.5} fill={DINO.shade} />
      <ellipse cx={212} cy={108} rx={8} ry={5} fill={DINO.cheek} fillOpacity={0.8} />
      <path
        d="M232 112Q248 124 264 108"
        fill="none"
        stroke={DINO.ink}
        strokeWidth={4}
        strokeLinecap="round"
      />

      {/* Open book; the hands are drawn over its edges */}
      <path d="M174 182L218 186L262 182V226Q238 218 218 230Q198 218 174 226z" fill={DINO.shade} />
      <g fill={DINO.paper} stroke={DINO.shade} strokeWidth={3} strokeLinejoin="round">
        <path d="M180 178Q200 170 218 180V222Q200 212 180 220z" />
        <path d="M218 180Q236 170 256 178V220Q236 212 218 222z" />
      </g>
      <g fill="none" stroke={DINO.paperLine} strokeWidth={3} strokeLinecap="round">
        <path d="M188 190Q199 185 210 190M188 200Q199 195 210 200M188 210Q196 206 204 209" />
        <path d="M226 190Q237 185 248 189M226 200Q237 195 248 199M226 210Q234 206 242 208" />
      </g>
      <circle cx={181} cy={200} r={9} fill={DINO.body} />
      <circle cx={255} cy={200} r={9} fill={DINO.body} />

      {/* Sparkles */}
      <g fill={DINO.spark}>
        <path d="M306 206l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
        <path d="M62 74l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
        <path d="M96 34l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </g>
    </svg>
  );
}

/**
 * The site tagline in the current locale. Its message comes from the config,
 * so `write-translations` cannot extract it (it warns): the `homepage.tagline`
 * entry of each locale's `code.json` is written by hand.
 */
export function useTranslatedTagline(): string {
  const {siteConfig} = useDocusaurusContext();
  return translate({
    id: 'homepage.tagline',
    message: siteConfig.tagline,
    description: 'The tagline of the site, shown under the title on the home page',
  });
}

export default function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const tagline = useTranslatedTagline();
  return (
    <section className={styles.hero} aria-labelledby={HERO_TITLE_ID}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.text}>
          <h1 id={HERO_TITLE_ID} className={styles.title}>
            {siteConfig.title}
          </h1>
          <p className={styles.tagline}>{tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs">
              <Translate
                id="home.hero.getStarted"
                description="Home page: call to action that opens the documentation">
                Get started
              </Translate>
            </Link>
            <Link className="button button--secondary button--lg" href="https://docusaurus.new">
              <Translate
                id="home.hero.tryDemo"
                description="Home page: call to action that opens an online demo project">
                Try a demo
              </Translate>
              <svg
                className={styles.externalIcon}
                width={14}
                height={14}
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false">
                <path
                  d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2.5}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span className={styles.visuallyHidden}>
                {' '}
                <Translate
                  id="home.hero.opensInNewTab"
                  description="Home page: hidden hint read by screen readers after a link that opens in a new tab">
                  (opens in a new tab)
                </Translate>
              </span>
            </Link>
          </div>
        </div>
        <HeroIllustration className={styles.illustration} />
      </div>
    </section>
  );
}
