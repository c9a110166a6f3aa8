import { OwnerCallsToAction } from './owner-calls-to-action';

export function ClosingCall() {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-10">
      <section
        aria-labelledby="empieza-hoy"
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-8 text-white"
      >
        <h2 id="empieza-hoy" className="text-2xl font-bold">
          ¿Listo para que te encuentren?
        </h2>
        <p className="mt-2 text-brand-100">
          Registra tu negocio hoy, o únete como afiliado y gana con cada negocio que refieras.
        </p>
        <OwnerCallsToAction className="mt-5" />
      </section>
    </div>
  );
}
