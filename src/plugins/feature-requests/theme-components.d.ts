declare module '@theme/FeatureRequestsPage' {
  import type {ReactNode} from 'react';

  export default function FeatureRequestsPage(): ReactNode;
}
