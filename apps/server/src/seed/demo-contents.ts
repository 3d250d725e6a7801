import type { Db } from '../db/client.ts';
import { contents } from '../db/schema/contents.ts';
import { toProps } from './policy-texts.ts';

type Item = Record<'eng' | 'fra' | 'spa', { title: string; body: string }>;
const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

const news: Item[] = [
  {
    eng: {
      title: 'The 2026 range is here',
      body: p(
        'Our 2026 robots climb walls faster, filter finer debris and use 20% less energy. Workbooks and exploded views are already in the portal.',
        'Spare parts for the new range can be ordered from today.',
      ),
    },
    fra: {
      title: 'La gamme 2026 est arrivée',
      body: p(
        'Nos robots 2026 montent plus vite aux parois, filtrent des débris plus fins et consomment 20 % d’énergie en moins. Les nomenclatures et vues éclatées sont déjà sur le portail.',
        'Les pièces détachées de la nouvelle gamme peuvent être commandées dès aujourd’hui.',
      ),
    },
    spa: {
      title: 'Ya llega la gama 2026',
      body: p(
        'Nuestros robots 2026 suben las paredes más rápido, filtran residuos más finos y consumen un 20 % menos de energía. Los despieces y las vistas explosionadas ya están en el portal.',
        'Los repuestos de la nueva gama pueden pedirse desde hoy.',
      ),
    },
  },
  {
    eng: {
      title: 'Faster warranty updates',
      body: p(
        'Warranty updates with an invoice are now checked within one working day. Upload a clear picture or PDF of the invoice to avoid delays.',
      ),
    },
    fra: {
      title: 'Mises à jour de garantie plus rapides',
      body: p(
        'Les mises à jour de garantie accompagnées d’une facture sont désormais vérifiées en un jour ouvré. Téléversez une photo nette ou un PDF de la facture pour éviter tout retard.',
      ),
    },
    spa: {
      title: 'Actualizaciones de garantía más rápidas',
      body: p(
        'Las actualizaciones de garantía con factura se revisan ahora en un día laborable. Suba una foto nítida o un PDF de la factura para evitar retrasos.',
      ),
    },
  },
  {
    eng: {
      title: 'Service training in Lyon',
      body: p(
        'Our technicians will hold a two-day repair training in Lyon in March. Ask your distributor for a seat: places are limited to twelve per session.',
      ),
    },
    fra: {
      title: 'Formation SAV à Lyon',
      body: p(
        'Nos techniciens animeront une formation de deux jours à la réparation à Lyon en mars. Demandez une place à votre distributeur : douze participants au plus par session.',
      ),
    },
    spa: {
      title: 'Formación técnica en Lyon',
      body: p(
        'Nuestros técnicos impartirán en marzo una formación de reparación de dos días en Lyon. Pida plaza a su distribuidor: el máximo es de doce personas por sesión.',
      ),
    },
  },
  {
    eng: {
      title: 'Summer shipping schedule',
      body: p(
        'From July to August orders placed before noon leave our warehouse the same day. Orders placed on Friday afternoon leave on Monday.',
      ),
    },
    fra: {
      title: 'Expéditions pendant l’été',
      body: p(
        'De juillet à août, les commandes passées avant midi quittent notre entrepôt le jour même. Les commandes du vendredi après-midi partent le lundi.',
      ),
    },
    spa: {
      title: 'Envíos durante el verano',
      body: p(
        'De julio a agosto, los pedidos realizados antes de las doce salen de nuestro almacén el mismo día. Los del viernes por la tarde salen el lunes.',
      ),
    },
  },
];

const faq: Item[] = [
  {
    eng: {
      title: 'How do I report a repair?',
      body: p(
        'Open Repairs, then Report, enter the robot’s serial number and add one line per replaced part. Send the RMA when all lines are ready.',
      ),
    },
    fra: {
      title: 'Comment déclarer une réparation ?',
      body: p(
        'Ouvrez Réparations, puis Déclarer, saisissez le numéro de série du robot et ajoutez une ligne par pièce remplacée. Envoyez le RMA quand toutes les lignes sont prêtes.',
      ),
    },
    spa: {
      title: '¿Cómo declaro una reparación?',
      body: p(
        'Abra Reparaciones y luego Declarar, introduzca el número de serie del robot y añada una línea por pieza sustituida. Envíe el RMA cuando todas las líneas estén listas.',
      ),
    },
  },
  {
    eng: {
      title: 'Where do I find the serial number?',
      body: p(
        'The serial number is printed on the label under the robot’s handle and on the power supply. It starts with SN followed by six digits.',
      ),
    },
    fra: {
      title: 'Où trouver le numéro de série ?',
      body: p(
        'Le numéro de série figure sur l’étiquette sous la poignée du robot et sur l’alimentation. Il commence par SN suivi de six chiffres.',
      ),
    },
    spa: {
      title: '¿Dónde encuentro el número de serie?',
      body: p(
        'El número de serie está impreso en la etiqueta bajo el asa del robot y en la fuente de alimentación. Empieza por SN seguido de seis cifras.',
      ),
    },
  },
  {
    eng: {
      title: 'How long is the warranty?',
      body: p(
        'Most robots carry a two-year warranty from the sale date. Update the warranty with the customer’s invoice so that repairs are covered.',
      ),
    },
    fra: {
      title: 'Quelle est la durée de la garantie ?',
      body: p(
        'La plupart des robots sont garantis deux ans à compter de la date de vente. Mettez à jour la garantie avec la facture du client pour que les réparations soient couvertes.',
      ),
    },
    spa: {
      title: '¿Cuánto dura la garantía?',
      body: p(
        'La mayoría de los robots tienen dos años de garantía desde la fecha de venta. Actualice la garantía con la factura del cliente para que las reparaciones queden cubiertas.',
      ),
    },
  },
  {
    eng: {
      title: 'Which file types can I upload?',
      body: p(
        'Invoices and pictures: PDF, PNG, GIF, JPG and BMP. Attachments may also be Word or Excel files (DOC, DOCX, XLS, XLSX).',
      ),
    },
    fra: {
      title: 'Quels types de fichiers puis-je envoyer ?',
      body: p(
        'Factures et photos : PDF, PNG, GIF, JPG et BMP. Les pièces jointes peuvent aussi être des fichiers Word ou Excel (DOC, DOCX, XLS, XLSX).',
      ),
    },
    spa: {
      title: '¿Qué tipos de archivo puedo subir?',
      body: p(
        'Facturas y fotos: PDF, PNG, GIF, JPG y BMP. Los adjuntos también pueden ser archivos de Word o Excel (DOC, DOCX, XLS, XLSX).',
      ),
    },
  },
  {
    eng: {
      title: 'How do I add a colleague?',
      body: p(
        'Managers open Users, then Add user. The new account waits until our team activates it; you will both be told by e-mail.',
      ),
    },
    fra: {
      title: 'Comment ajouter un collègue ?',
      body: p(
        'Les responsables ouvrent Utilisateurs, puis Ajouter un utilisateur. Le nouveau compte attend son activation par notre équipe ; vous serez tous deux prévenus par e-mail.',
      ),
    },
    spa: {
      title: '¿Cómo añado a un compañero?',
      body: p(
        'Los responsables abren Usuarios y luego Añadir usuario. La nueva cuenta espera a que nuestro equipo la active; ambos recibirán un aviso por correo electrónico.',
      ),
    },
  },
  {
    eng: {
      title: 'Can I get notifications by e-mail?',
      body: p('Yes. In My profile choose the notification types you also want to receive by e-mail.'),
    },
    fra: {
      title: 'Puis-je recevoir les notifications par e-mail ?',
      body: p(
        'Oui. Dans Mon profil, choisissez les types de notifications que vous souhaitez aussi recevoir par e-mail.',
      ),
    },
    spa: {
      title: '¿Puedo recibir las notificaciones por correo?',
      body: p(
        'Sí. En Mi perfil elija los tipos de notificación que también quiere recibir por correo electrónico.',
      ),
    },
  },
  {
    eng: {
      title: 'How do I order spare parts?',
      body: p(
        'Open Spare parts, search by part number or robot, add the parts to your cart and confirm the order. Prices are shown in your company’s currency.',
      ),
    },
    fra: {
      title: 'Comment commander des pièces détachées ?',
      body: p(
        'Ouvrez Pièces détachées, cherchez par référence ou par robot, ajoutez les pièces au panier et confirmez la commande. Les prix sont affichés dans la devise de votre entreprise.',
      ),
    },
    spa: {
      title: '¿Cómo pido repuestos?',
      body: p(
        'Abra Repuestos, busque por referencia o por robot, añada las piezas al carrito y confirme el pedido. Los precios se muestran en la moneda de su empresa.',
      ),
    },
  },
];

/** Demo news (newest first on screen) and FAQ items in eng, fra and spa. */
export async function seedDemoContents(db: Db) {
  const day = 86_400_000;
  const now = Date.now();
  await db.insert(contents).values(
    news.map((item, i) => {
      const at = new Date(now - (i + 1) * 7 * day);
      return { type: 'news' as const, props: toProps(item), createdAt: at, updatedAt: at };
    }),
  );
  await db.insert(contents).values(faq.map((item) => ({ type: 'qa' as const, props: toProps(item) })));
}
