import { Link } from 'react-router';
import { MessageCircle, Search, Share2 } from 'lucide-react';

const STEPS = [
  {
    icon: Search,
    title: 'Encuentra',
    text: 'Busca por nombre, servicio, categoría o lugar, y filtra por lo que está abierto.',
  },
  {
    icon: MessageCircle,
    title: 'Conecta',
    text: 'Llama o escribe por WhatsApp al negocio en dos toques.',
  },
  {
    icon: Share2,
    title: 'Comparte',
    text: 'Guarda tus favoritos y comparte los negocios con tu gente.',
  },
];

export function HowItWorks() {
  return (
    <section
      aria-labelledby="como-funciona"
      className="render-when-near rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="como-funciona" className="text-xl font-bold">
        ¿Cómo funciona?
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <step.icon className="size-5" aria-hidden />
            </span>
            <div>
              <p className="font-semibold">
                {i + 1}. {step.title}
              </p>
              <p className="text-sm text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 p-4">
        <p className="text-sm text-brand-900">
          ¿Tienes un negocio? Haz que te encuentren hoy mismo.
        </p>
        <Link
          to="/registrar-negocio"
          className="inline-flex min-h-11 items-center rounded-md bg-amber-400 px-4 text-sm font-semibold text-slate-900 hover:bg-amber-300"
        >
          Registrar mi negocio
        </Link>
      </div>
    </section>
  );
}
