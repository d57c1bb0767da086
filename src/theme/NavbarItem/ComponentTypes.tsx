/**
 * Wraps the theme's navbar item registry to add one custom type. Item types
 * starting with `custom-` pass theme-classic's config validation; the type
 * still needs a component here, or NavbarItem throws at render time.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import DogfoodingNavbarItem from '@site/src/components/DogfoodingNavbarItem';

export default {
  ...(ComponentTypes as ComponentTypesObject),
  'custom-dogfoodingNavbarItem': DogfoodingNavbarItem,
};
