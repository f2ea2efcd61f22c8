import type { Metadata } from 'next';
import { SignInForm } from '@/components/console/SignInForm';
import { consolePage } from '@/lib/server/console/pageSession';

export const metadata: Metadata = { title: '登入' };

export default async function ConsoleSignInPage({ params }: { params: Promise<{ host: string }> }) {
  const { shop } = await consolePage((await params).host);
  return (
    <main className="flex min-h-screen items-center justify-center bg-highlight px-4">
      <div className="w-full max-w-sm rounded-2xl border border-line bg-white p-6">
        <h1 className="text-lg font-semibold text-ink">{shop.name} 管理後台</h1>
        <p className="mt-1 text-sm text-muted">以管理人員的手機號碼登入，我們會傳送驗證碼給您。</p>
        <SignInForm shopId={shop.id} />
      </div>
    </main>
  );
}
