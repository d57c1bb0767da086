import type {ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import type {RouteConfigComponentProps} from 'react-router-config';

/** Renders a section's routes where the section stands in its parent's route list; it adds no markup. */
export default function SectionOutlet({route}: RouteConfigComponentProps): ReactNode {
  return renderRoutes(route?.routes);
}
