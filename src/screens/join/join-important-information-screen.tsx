import { formActions } from '../../forms/form-actions';
import { YamlForm } from '../../forms/yaml-form';
import { Card } from '../../ui/card';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { importantInformation } from './join-definitions';

/** /join/important-information: what the person confirms before their test; the YAML sends them on with the query. */
export default function JoinImportantInformationScreen() {
  useDocumentTitle(message('join.importantInformation.heading'));
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('join.importantInformation.heading')}</h1>
      <p className="lede">{message('join.importantInformation.intro')}</p>
      <Card>
        <YamlForm definition={importantInformation} onSubmit={(data) => formActions['acknowledge-important-information'](data, {})} />
      </Card>
    </section>
  );
}
