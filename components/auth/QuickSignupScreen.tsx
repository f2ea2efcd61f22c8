'use client';

import Link from 'next/link';
import { LOGIN_PATH } from '@/lib/member/paths';
import { AuthCard } from './AuthCard';
import { textLink } from './buttons';
import { SendCodeForm } from './SendCodeForm';

/** QuickSignup: a phone number and its code are all it takes; a password can be set later. */
export function QuickSignupScreen() {
  return (
    <AuthCard
      title="快速註冊"
      description="輸入手機號碼並完成簡訊驗證，即可成為會員。"
      footer={
        <>
          已經是會員？{' '}
          <Link href={LOGIN_PATH} className={textLink}>
            登入
          </Link>
        </>
      }
    >
      <SendCodeForm purpose="signup" submitLabel="取得驗證碼" />
    </AuthCard>
  );
}
