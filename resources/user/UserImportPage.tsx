/**
 * /management/userimport (route ManagementUserImport, spec §2 "user incl. import"): the user list's
 * generated Import on a page of its own, for menus that link to it. The server decides by the user
 * list's import code (`managementuser_import`, services/resources/access.ts), so the page offers
 * the upload only to a role holding it. Imported users log in with their login account as password
 * and must change it first.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEntity, useLabels, type PageProps } from '../../src/framework';
import { ImportForm } from '../../src/framework/import/ImportDialog';
import { useImport } from '../../src/framework/import/useImport';
import { useActionAccess } from '../../src/framework/permissions/useActionAccess';

/** The page whose import code the server checks. */
const USER_LIST = 'ManagementUser';

export function UserImportPage(_props: PageProps) {
  const translate = useTranslate();
  const entity = useEntity('user');
  const { entityName } = useLabels(entity);
  const access = useActionAccess(entity.ui, USER_LIST);
  const model = useImport('user', access.import);
  return (
    <Card sx={{ m: { xs: 1, sm: 2 } }} component="section" aria-labelledby="userimport-title">
      <CardContent>
        <Typography id="userimport-title" variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.schema.import.title', { name: entityName() })}
        </Typography>
        {access.import ? (
          <>
            <ImportForm model={model} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
              <Button variant="contained" onClick={() => void model.upload()} disabled={!model.canUpload} data-testid="import-start">
                {translate('app.schema.import.start')}
              </Button>
              <Button component={RouterLink} to="/management/user">
                {entityName()}
              </Button>
            </Box>
          </>
        ) : (
          <Alert severity="info">{translate('app.schema.import.notAllowed')}</Alert>
        )}
      </CardContent>
    </Card>
  );
}
