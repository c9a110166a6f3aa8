import { OwnerCallsToAction } from './owner-calls-to-action';

export function PlansHero() {
  return (
    <section className="bg-gradient-to-br from-brand-700 to-brand-900 px-4 pt-10 pb-16 text-white">
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Haz crecer tu negocio en todo el país</h1>
        <p className="mt-3 text-brand-100">
          Publica tu negocio para que te encuentren, llamen y escriban por WhatsApp. Elige el plan
          anual que te conviene o gana comisiones recomendando el directorio.
        </p>
        <OwnerCallsToAction className="mt-6 justify-center" />
      </div>
    </section>
  );
}
