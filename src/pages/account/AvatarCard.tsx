import { useRef } from 'react';
import { useTranslate } from 'ra-core';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AVATAR_RULE, AVATAR_SIZE, useAvatarUpload } from './useAvatarUpload';

/** The avatar at 80×80 (spec §9) with its upload button and the §5 rules beside it. */
export function AvatarCard({ avatar: initial, realname }: { avatar: string; realname: string }) {
  const translate = useTranslate();
  const { avatar, uploading, upload } = useAvatarUpload(initial);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Avatar
        src={avatar || undefined}
        alt={translate('app.account.avatar.alt')}
        data-testid="account-avatar"
        sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE, fontSize: 32 }}
        slotProps={{ img: { width: AVATAR_SIZE, height: AVATAR_SIZE } }}
      >
        {realname.slice(0, 1).toUpperCase() || undefined}
      </Avatar>
      <Box>
        <input
          ref={input}
          type="file"
          hidden
          accept={AVATAR_RULE.accept.map((extension) => `.${extension}`).join(',')}
          data-testid="avatar-input"
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            // the same file may be chosen again after a refusal
            event.target.value = '';
          }}
        />
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={uploading}>
          {translate(uploading ? 'app.account.avatar.uploading' : 'app.account.avatar.change')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.account.avatar.hint', { accept: AVATAR_RULE.accept.join(', '), size: '2 MB' })}
        </Typography>
      </Box>
    </Box>
  );
}
