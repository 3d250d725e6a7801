import type { Db } from '../db/client.ts';
import { contents } from '../db/schema/contents.ts';
import { bumpSequence } from './core.ts';

type Texts = Record<'eng' | 'fra' | 'spa', { title: string; body: string }>;

const aboutUs: Texts = {
  eng: {
    title: 'About us',
    body: '<p>Poolside Robotics designs and builds robotic pool cleaners sold through distributors and service centres in more than 40 countries.</p><p>This portal is where our partners look up robots, report repairs, order spare parts and talk to us.</p>',
  },
  fra: {
    title: 'À propos de nous',
    body: '<p>Poolside Robotics conçoit et fabrique des robots nettoyeurs de piscine vendus par des distributeurs et des centres de service dans plus de 40 pays.</p><p>Ce portail permet à nos partenaires de consulter les robots, de déclarer les réparations, de commander des pièces détachées et de nous contacter.</p>',
  },
  spa: {
    title: 'Quiénes somos',
    body: '<p>Poolside Robotics diseña y fabrica robots limpiafondos vendidos por distribuidores y centros de servicio en más de 40 países.</p><p>En este portal nuestros socios consultan robots, declaran reparaciones, piden repuestos y se comunican con nosotros.</p>',
  },
};

const privacy: Texts = {
  eng: {
    title: 'Privacy policy',
    body: "<p>We use cookies that are strictly necessary to keep you signed in and to remember your language. We process the personal data you enter (name, e-mail, phone, address) only to provide the portal's services to your company.</p><p>By continuing you agree to this use. You may ask us at any time to see, correct or delete your data.</p>",
  },
  fra: {
    title: 'Politique de confidentialité',
    body: '<p>Nous utilisons des cookies strictement nécessaires pour maintenir votre connexion et mémoriser votre langue. Nous traitons les données personnelles que vous saisissez (nom, e-mail, téléphone, adresse) uniquement pour fournir les services du portail à votre entreprise.</p><p>En continuant, vous acceptez cet usage. Vous pouvez à tout moment nous demander de consulter, corriger ou supprimer vos données.</p>',
  },
  spa: {
    title: 'Política de privacidad',
    body: '<p>Usamos cookies estrictamente necesarias para mantener su sesión y recordar su idioma. Tratamos los datos personales que introduce (nombre, correo, teléfono, dirección) solo para prestar los servicios del portal a su empresa.</p><p>Al continuar acepta este uso. Puede pedirnos en cualquier momento ver, corregir o borrar sus datos.</p>',
  },
};

const terms: Texts = {
  eng: {
    title: 'Terms and conditions',
    body: '<p>Access to this portal is granted to authorised partners of Poolside Robotics. Accounts are personal; do not share your password.</p><p>Warranty decisions follow the warranty type of each robot. Prices and availability of spare parts may change without notice.</p>',
  },
  fra: {
    title: 'Conditions générales',
    body: "<p>L'accès à ce portail est réservé aux partenaires autorisés de Poolside Robotics. Les comptes sont personnels ; ne partagez pas votre mot de passe.</p><p>Les décisions de garantie suivent le type de garantie de chaque robot. Les prix et la disponibilité des pièces détachées peuvent changer sans préavis.</p>",
  },
  spa: {
    title: 'Términos y condiciones',
    body: '<p>El acceso a este portal está reservado a socios autorizados de Poolside Robotics. Las cuentas son personales; no comparta su contraseña.</p><p>Las decisiones de garantía siguen el tipo de garantía de cada robot. Los precios y la disponibilidad de los repuestos pueden cambiar sin previo aviso.</p>',
  },
};

const generalPrivacy: Texts = {
  eng: {
    title: 'General privacy policy',
    body: "<p>Poolside Robotics is the controller of the personal data processed in this portal. Data is kept on servers in the European Union for as long as your company's account is active, and for the periods the law requires afterwards.</p>",
  },
  fra: {
    title: 'Politique générale de confidentialité',
    body: "<p>Poolside Robotics est responsable du traitement des données personnelles de ce portail. Les données sont conservées sur des serveurs situés dans l'Union européenne tant que le compte de votre entreprise est actif, puis pendant les durées imposées par la loi.</p>",
  },
  spa: {
    title: 'Política general de privacidad',
    body: '<p>Poolside Robotics es el responsable del tratamiento de los datos personales de este portal. Los datos se guardan en servidores de la Unión Europea mientras la cuenta de su empresa esté activa y durante los plazos que exige la ley.</p>',
  },
};

export function toProps(texts: Texts) {
  return (['eng', 'fra', 'spa'] as const).flatMap((lang) => [
    { name: `title_${lang}`, data: texts[lang].title },
    { name: `body_${lang}`, data: texts[lang].body },
  ]);
}

/** The four fixed texts at their fixed ids (21, 23, 24, 25). */
export async function seedPolicyTexts(db: Db) {
  await db
    .insert(contents)
    .values([
      { id: 21, type: 'text', locked: false, props: toProps(aboutUs) },
      { id: 23, type: 'text', locked: false, props: toProps(privacy) },
      { id: 24, type: 'text', locked: false, props: toProps(terms) },
      { id: 25, type: 'text', locked: false, props: toProps(generalPrivacy) },
    ])
    .onConflictDoNothing();
  await bumpSequence(db, 'contents');
}
