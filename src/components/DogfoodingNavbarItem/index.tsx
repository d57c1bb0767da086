/**
 * A navbar item of a custom type (`custom-dogfoodingNavbarItem`, registered in
 * src/theme/NavbarItem/ComponentTypes.tsx). It proves that theme-classic
 * accepts `custom-` item types and hands them their config props: here it
 * renders a link back to the fixtures index, but only while the reader is in
 * the fixture section (/tests and below); everywhere else it renders nothing.
 */
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';

export type Props = {
  /** The link text, from the navbar config. */
  readonly content: string;
  readonly mobile?: boolean;
  readonly position?: 'left' | 'right';
};

/** True on /tests and every page below it, whatever the locale's base URL. */
export function isFixturePath(pathname: string, baseUrl: string): boolean {
  const root = `${baseUrl}tests`;
  return pathname === root || pathname.startsWith(`${root}/`);
}

export default function DogfoodingNavbarItem({content, mobile, position}: Props): ReactNode {
  const {pathname} = useLocation();
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  if (!isFixturePath(pathname, baseUrl)) {
    return null;
  }
  return (
    <DefaultNavbarItem
      mobile={mobile}
      position={position}
      label={content}
      to="/tests"
      activeBasePath="/tests"
      className="dogfooding-navbar-item"
    />
  );
}
