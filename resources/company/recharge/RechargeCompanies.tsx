/** The companies with their own SMS and voice credit and their settlement (the recharge page's table). */
import { useLocale, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { RechargeCompany } from '../../../src/lib/recharge';

const K = 'balance.recharge';

export function RechargeCompanies({ companies }: { companies: RechargeCompany[] }) {
  const translate = useTranslate();
  const format = new Intl.NumberFormat(useLocale()).format;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(`${K}.companies`)} data-testid="recharge-companies">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${K}.company`)}</TableCell>
            <TableCell>{translate(`${K}.settlement`)}</TableCell>
            <TableCell align="right">{translate('balance.kinds.sms')}</TableCell>
            <TableCell align="right">{translate('balance.kinds.voice')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {companies.map((company) => (
            <TableRow key={company.id} data-company={company.id}>
              <TableCell>{company.name}</TableCell>
              <TableCell>
                <Chip size="small" label={translate(`enums.settlement.${company.settlement}`)} color={company.canRecharge ? 'default' : 'info'} />
                {company.canRecharge ? null : (
                  <Box component="span" sx={{ ml: 1, color: 'text.secondary', typography: 'body2' }}>
                    {translate(`${K}.drawsFrom`, { name: company.payer.name })}
                  </Box>
                )}
              </TableCell>
              <TableCell align="right" data-testid={`recharge-sms-${company.id}`} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {format(company.sms)}
              </TableCell>
              <TableCell align="right" data-testid={`recharge-voice-${company.id}`} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {format(company.voice)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
