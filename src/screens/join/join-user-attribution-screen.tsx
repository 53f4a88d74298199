import { Link, useLocation } from 'react-router-dom';
import { YamlForm } from '../../forms/yaml-form';
import { withDetailsSeen } from '../../engine/routing/funnel-steps';
import { pathFor } from '../../app-router/app-routes';
import { Card } from '../../ui/card';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { userAttribution } from './join-definitions';

/** /join/user-attribution: where the person heard of us. Optional: skipping goes straight on to payment. */
export default function JoinUserAttributionScreen() {
  useDocumentTitle(message('join.userAttribution.heading'));
  const { search } = useLocation();
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('join.userAttribution.heading')}</h1>
      <p className="lede">{message('join.userAttribution.intro')}</p>
      <Card>
        <YamlForm definition={userAttribution} page="join-user-attribution" />
        <p>
          <Link to={`${pathFor('join-payment')}${withDetailsSeen(search)}`}>{message('join.userAttribution.skip')}</Link>
        </p>
      </Card>
    </section>
  );
}
