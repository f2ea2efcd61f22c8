// The root not-found screen shows this without the shop layout, which brings the styles otherwise.
import '@/styles/globals.css';

/** A start error of spec §8, shown in place of the shop. */
export function StartError({ message }: { message: string }) {
  return (
    <main className="grid min-h-screen place-items-center bg-highlight p-8 text-center">
      <div>
        <h1 className="text-xl font-semibold">{message}</h1>
        <p className="mt-2 text-sm text-muted">請確認網址是否正確，或稍後再試。</p>
      </div>
    </main>
  );
}
