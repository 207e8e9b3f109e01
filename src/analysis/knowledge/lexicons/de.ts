// German phrases for the intents real German-language phishing uses most: credential requests,
// urgency and payment. Folded form (ä→a, ß→ss) and syntax of content/lexicon.ts.

import type { LanguageLexicon } from '../../content/lexicon.ts';

export const DE: LanguageLexicon = {
  language: 'de',
  sources: 'Written for Centinela from the phishing patterns described in public advisories (BSI, Verbraucherzentrale Phishing-Radar); no list copied.',
  intents: {
    credential_request: [
      {
        phrase:
          'kreditkartendaten|kartendaten|kartennummer|prufnummer|prufziffer|cvv|cvc|ablaufdatum|sicherheitscode|zahlungsdaten|rechnungsdaten ... eingeben|angeben|bestatigen|aktualisieren|verifizieren|uberprufen|hinterlegen',
        example: 'Bitte Kartendaten jetzt bestätigen.',
        counter: 'Die Kartennummer steht auf der Rückseite.',
      },
      {
        phrase:
          'bestatigen|aktualisieren|verifizieren|uberprufen|geben sie ... kreditkartendaten|kartendaten|kartennummer|prufnummer|ablaufdatum|sicherheitscode|zahlungsdaten|rechnungsdaten',
        example: 'Aktualisieren Sie Ihre Zahlungsdaten noch heute.',
        counter: 'Die Rechnungsdaten finden Sie im Anhang.',
      },
      {
        phrase: 'vollen|vollstandigen|uneingeschrankten zugang|zugriff ... wiederherzustellen|wiederherstellen|zuruckzuerhalten',
        example: 'Um den vollen Zugriff wiederherzustellen, melden Sie sich an.',
        counter: 'Voller Zugang zum Museum für Mitglieder.',
      },
      {
        phrase:
          'bestatigen|verifizieren|aktualisieren|uberprufen|validieren|reaktivieren|entsperren sie ihr|ihre|ihren konto|kundenkonto|daten|identitat|zugang|zugangsdaten|passwort|kennwort|angaben|postfach',
        example: 'Bitte bestätigen Sie Ihre Identität.',
        counter: 'Wir bestätigen Ihnen den Termin.',
      },
      {
        phrase:
          'ihr|ihre|ihren konto|kundenkonto|daten|identitat|zugang|zugangsdaten|angaben|postfach ... zu? bestatigen|verifizieren|aktualisieren|uberprufen|validieren|entsperren|reaktivieren',
        example: 'Um Ihr Konto weiterhin zu nutzen, müssen Sie Ihre Daten jetzt bestätigen.',
        counter: 'Ihre Bestellung wird morgen geliefert.',
      },
      {
        phrase: 'geben sie ... passwort|kennwort|zugangsdaten|anmeldedaten|pin|tan ein',
        example: 'Geben Sie hier Ihr Passwort ein.',
        counter: 'Geben Sie den Gutscheincode an der Kasse ein.',
      },
      {
        phrase: 'passwort|kennwort lauft|ist ... ab|abgelaufen',
        example: 'Ihr Passwort läuft heute ab.',
        counter: 'Das Passwort bitte nicht weitergeben.',
      },
      {
        phrase: 'passwort|kennwort zurucksetzen|zuruckzusetzen|andern|zu_andern|erneuern',
        example: 'Klicken Sie hier, um Ihr Passwort zurückzusetzen.',
        counter: 'Das Passwort des Druckers steht im Handbuch.',
      },
      {
        phrase: 'klicken|tippen sie? ... um ... zu? bestatigen|verifizieren|aktualisieren|entsperren|freizuschalten|reaktivieren|verhindern',
        example: 'Klicken Sie unten, um Ihr Konto zu entsperren.',
        counter: 'Klicken Sie hier, um das Programm zu sehen.',
      },
      {
        phrase: 'verbinden|verknupfen|synchronisieren|bestatigen sie ihre|ihr|deine|dein wallet|geldborse',
        example: 'Verbinden Sie Ihre Wallet, um die Prämie zu erhalten.',
        counter: 'Ihre Geldbörse liegt im Fundbüro.',
      },
      // Die „2FA-Verifizierung“ einer Krypto-Börse, per Link abzuschließen.
      {
        phrase: '2fa|zwei_faktor verifizierung|verifizierungsprozess|authentifizierung|uberprufung ... abschliessen|abzuschliessen',
        example: 'Bitte die neueste 2FA-Verifizierung jetzt abschließen.',
        counter: 'Die Zwei-Faktor-Authentifizierung ist jetzt aktiv.',
      },
      // Die Wiederherstellungsphrase einer Wallet, zur „Verifizierung“ verlangt.
      {
        phrase:
          'ihre|deine wiederherstellungsphrase|seed_phrase|wiederherstellungssatz|geheimphrase ... eingeben|ein|bestatigen|verifizieren|uberprufen|validieren',
        example: 'Geben Sie Ihre Wiederherstellungsphrase jetzt ein.',
        counter: 'Bewahren Sie die Phrase sicher auf.',
      },
      // Zwei-Faktor- und TAN-Verfahren "erneuern" oder "neu registrieren": die Zugangsdaten werden auf der Seite abgefragt.
      {
        phrase:
          'zwei_faktor_authentifizierung|zwei_faktor|2fa|mfa|multi_faktor_authentifizierung|pushtan_verfahren|tan_verfahren|photo_tan_verfahren|sicherheitsverfahren ... erneuern|erneut_bestatigen|neu_registrieren|neu_registriert|neu_einrichten|reaktivieren|aktualisieren|erneut_verifizieren',
        example: 'Scannen Sie den Code, um die Zwei-Faktor-Authentifizierung zu erneuern.',
        counter: 'Die Zwei-Faktor-Authentifizierung schützt Ihr Konto.',
      },
      // Dasselbe mit der Frist dazwischen: "Ihr pushTAN-Verfahren bis zum 25.03.2025 neu registriert werden".
      {
        phrase:
          'zwei_faktor_authentifizierung|2fa|mfa|pushtan_verfahren|tan_verfahren|photo_tan_verfahren|sicherheitsverfahren|pushtan|photo_tan|chiptan ... bis|spatestens|innerhalb ... neu_registriert|neu_registrieren|aktualisiert|aktualisieren|erneuert|erneuern|reaktiviert|reaktivieren|bestatigt|bestatigen werden',
        example: 'Ihr pushTAN-Verfahren muss bis zum 25.03.2025 neu registriert werden.',
        counter: 'Das pushTAN-Verfahren ist bis zum 25.03.2025 wegen Wartung nicht verfügbar.',
      },
      {
        phrase: 'halten sie ihre|ihren|ihr? anmeldedaten|zugangsdaten|pin|tan|karte|bankkarte|kreditkarte ... bereit',
        example: 'Halten Sie Ihre Anmeldedaten und Ihre Karte bereit.',
        counter: 'Halten Sie Ihre Kundennummer bereit.',
      },
      // Die geschäftliche Adresse als Anmeldename: der Köder für Microsoft-365-Zugangsdaten.
      {
        phrase:
          'melden sie|du sich|dich ... mit ihrer|ihren|deiner geschaftlichen|beruflichen|dienstlichen|firmen e_mail_adresse|e_mail|email|zugangsdaten|anmeldedaten an',
        example: 'Zum Öffnen melden Sie sich mit Ihrer geschäftlichen E-Mail-Adresse an.',
        counter: 'Melden Sie sich mit Ihrer E-Mail-Adresse für den Newsletter an.',
      },
      // Du-Form der Bestätigungsaufforderung, und die Karte, um Geld zu „erhalten“ (Kleinanzeigen-, Erstattungsbetrug).
      {
        phrase:
          'bestatige|verifiziere|aktualisiere|uberprufe|entsperre|reaktiviere bitte? dein|deine|deinen konto|kundenkonto|identitat|zugangsdaten|karte|kreditkarte|kartendaten|zahlungsdaten|bankdaten',
        example: 'Um das Geld zu erhalten, bestätige bitte Deine Karte.',
        counter: 'Bestätige deine E-Mail-Adresse, damit wir dein Konto anlegen können.',
      },
      {
        phrase:
          'um das|die|den|ihr|ihre|ihren|dein|deine|deinen? geld|betrag|zahlung|erstattung|ruckerstattung|auszahlung|gutschrift zu_erhalten|zu_empfangen ... bestatige|bestatigen|gib|geben|verifiziere|verifizieren|hinterlege|hinterlegen ... karte|kreditkarte|kartendaten|bankkarte',
        example: 'Um die Zahlung zu empfangen, geben Sie Ihre Kartendaten ein.',
        counter: 'Um das Geld zu erhalten, musst du nichts weiter tun: es wird auf dein hinterlegtes Konto überwiesen.',
      },
      {
        phrase:
          'anmeldung|anmelden|einloggen|login mit ihrer|ihren|ihrem|deiner|deinem firmen_e_mail|firmen_email|geschaftlichen_e_mail|firmenkonto|unternehmenskonto|microsoft_konto|microsoft_365_konto',
        example: 'Der Zugang erfolgt nach Anmeldung mit Ihrer Firmen-E-Mail.',
        counter: 'Bitte antworten Sie mit Ihrer Firmenanschrift.',
      },
    ],
    urgency_threat: [
      {
        phrase:
          'haben|hat ... ihr|ihren|ihre|dein|deinen konto|zugang|zugriff|karte|kundenkonto vorubergehend|vorlaufig? eingeschrankt|gesperrt|deaktiviert|blockiert|suspendiert',
        example: 'Wir haben Ihren Zugang vorübergehend eingeschränkt.',
        counter: 'Wir haben Ihren Zugang eingerichtet.',
      },
      {
        phrase: 'maut|mautgebuhr|mautgebuhren ... offen|offene|offenen|unbezahlt|unbezahlte|ausstehend|ausstehende|nachzahlen|fallig',
        example: 'Ihre Mautgebühr ist noch offen.',
        counter: 'Die Maut für Lkw steigt.',
      },
      {
        phrase: 'innerhalb|binnen von? 12|24|48|72 stunden|std',
        example: 'Bitte reagieren Sie innerhalb von 24 Stunden.',
        counter: 'Der Build dauert 24 Stunden.',
      },
      {
        phrase:
          'konto|kundenkonto|zugang|karte|postfach|account wurde|wird|ist ... gesperrt|eingeschrankt|deaktiviert|geschlossen|gekundigt|geloscht|suspendiert|blockiert',
        example: 'Ihr Konto wurde vorübergehend eingeschränkt.',
        counter: 'Ihr Konto wurde erfolgreich eingerichtet.',
      },
      {
        phrase:
          'ungewohnliche|ungewohnlichen|verdachtige|verdachtigen|unbefugte|unbefugten aktivitat|aktivitaten|anmeldung|anmeldeversuch|anmeldeversuche|zugriff|zugriffe|transaktion|transaktionen',
        example: 'Wir haben eine ungewöhnliche Anmeldung festgestellt.',
        counter: 'Eine ungewöhnliche Wetterlage erwartet uns.',
      },
      {
        phrase: 'letzte|letzten mahnung|warnung|aufforderung',
        example: 'Dies ist die letzte Mahnung.',
        counter: 'Die letzte Seite fehlt.',
      },
      {
        phrase: 'sofortige|dringende|umgehende massnahme|handlung|reaktion|bestatigung|handeln erforderlich?',
        example: 'Sofortige Bestätigung erforderlich.',
        counter: 'Keine Maßnahme Ihrerseits nötig.',
      },
      {
        phrase: 'andernfalls|ansonsten|sonst ... gesperrt|geloscht|eingeschrankt|deaktiviert|gekundigt|kostenpflichtig',
        example: 'Andernfalls wird Ihr Zugang gesperrt.',
        counter: 'Andernfalls sehen wir uns am Montag.',
      },
      {
        phrase: 'speicher|speicherplatz|postfach|cloud_speicher ... voll|belegt|erschopft|uberschritten',
        example: 'Warnung: Ihr Speicher ist voll.',
        counter: 'Der Speicher wurde erweitert.',
      },
      {
        phrase: 'ihre|deine dateien|fotos|videos|daten|e_mails ... geloscht|entfernt|verloren',
        example: 'Ihre Fotos werden morgen gelöscht.',
        counter: 'Ihre Dateien wurden gespeichert.',
      },
      {
        phrase: 'wallet|geldborse wird|wurde ... gesperrt|eingeschrankt|deaktiviert|eingefroren',
        example: 'Ihre Wallet wird morgen gesperrt.',
        counter: 'Ihre Wallet wird morgen geliefert.',
      },
      {
        phrase: 'letzte|letzten erinnerung ... bestatigen|verifizieren|aktualisieren',
        example: 'Letzte Erinnerung: Bitte Konto bestätigen.',
        counter: 'Letzte Erinnerung: Anmeldung zum Workshop.',
      },
      {
        phrase: 'zwei_faktor|zweistufige|2fa ... entfernt|deaktiviert|ausgeschaltet',
        example: 'Die Zwei-Faktor-Authentifizierung wurde deaktiviert.',
        counter: 'Die Zwei-Faktor-Authentifizierung wurde aktiviert.',
      },
      // Verb vorn: "wird Ihr Online-Banking-Zugang eingeschränkt".
      {
        phrase:
          'wird|werden ihr|ihre|ihren|dein|deine ... zugang|zugriff|konto|kundenkonto|karte|online_banking ... gesperrt|eingeschrankt|deaktiviert|blockiert|suspendiert',
        example: 'Ohne Aktualisierung wird Ihr Online-Banking-Zugang aus Sicherheitsgründen eingeschränkt.',
        counter: 'Nach der Umstellung wird Ihr Zugang automatisch freigeschaltet.',
      },
      // Chef-Betrug: der Geschäftsführer ist nicht erreichbar.
      {
        phrase: 'bin|sitze in einem|einer meeting|besprechung|sitzung|termin ... kann nicht|kaum telefonieren|anrufen|sprechen|ans_telefon|erreichbar',
        example: 'Ich bin in einem Meeting und kann nicht telefonieren.',
        counter: 'Ich bin in einer Besprechung, rufen Sie mich um drei an.',
      },
      {
        phrase: 'es|das|die_sache|die_zahlung|die_uberweisung ist dringend|eilig|eilt',
        example: 'Die Überweisung ist dringend.',
        counter: 'Ist es dringend?',
      },
      // Ablaufendes Zertifikat (ELSTER-Köder).
      {
        phrase: 'zertifikat|sicherheitszertifikat|signaturzertifikat ... lauft ... ab',
        example: 'Ihr Zertifikat für Mein ELSTER läuft am 13.07.2025 ab.',
        counter: 'Das neue Zertifikat ist drei Jahre gültig.',
      },
      // Die Überweisung "heute noch".
      {
        phrase: 'fuhren|tatigen|veranlassen|erledigen sie|du die|diese|eine uberweisung|zahlung heute noch|noch_heute|umgehend|sofort',
        example: 'Bitte führen Sie die Überweisung heute noch aus.',
        counter: 'Die Überweisung wurde heute noch ausgeführt.',
      },
      {
        phrase: 'zugang|zugriff|login|smartlogin|lizenz ... lauft|laufen ... ab',
        example: 'Ihr SmartLogin für DATEV Unternehmen online läuft am 31.01. ab.',
        counter: 'Die Lizenz läuft noch zwei Jahre.',
      },
    ],
    payment_request: [
      {
        phrase: 'zahlen|bezahlen|begleichen|entrichten ... zollgebuhr|zollgebuhren|einfuhrabgaben|zustellgebuhr|bearbeitungsgebuhr',
        example: 'Bitte bezahlen Sie die Zollgebühr von 2,99 €.',
        counter: 'Der Zoll prüft alle Sendungen.',
      },
      {
        phrase: 'offene|offenen|ausstehende|ausstehenden|uberfallige rechnung|rechnungen|betrag|forderung|zahlung',
        example: 'Sie haben eine offene Rechnung.',
        counter: 'Die Rechnungsvorlage liegt im Ordner.',
      },
      {
        phrase: 'uberweisen|begleichen|bezahlen|zahlen sie ... betrag|rechnung|summe|gebuhr',
        example: 'Bitte begleichen Sie den offenen Betrag.',
        counter: 'Zahlen Sie bequem an der Kasse.',
      },
      // Die Mahnung im Konditional: "sollte der Betrag nicht … beglichen werden".
      {
        phrase: 'betrag|rechnungsbetrag|forderung|summe nicht|bis ... beglichen|bezahlt|uberwiesen|ausgeglichen',
        example: 'Sollte der Betrag nicht innerhalb von 3 Tagen beglichen werden, übergeben wir die Forderung.',
        counter: 'Der Betrag wurde bereits beglichen, vielen Dank.',
      },
      // Chef-Betrug: dringende, vertrauliche Überweisung.
      {
        phrase: 'dringende|eilige|vertrauliche uberweisung|uberweisungen|zahlung|transaktion',
        example: 'Ich brauche heute eine dringende Überweisung.',
        counter: 'Die Überweisung ist eingegangen.',
      },
      {
        phrase: 'brauche|benotige heute? noch? dringend? eine|die uberweisung|zahlung|auslandsuberweisung',
        example: 'Ich brauche heute noch eine Überweisung von 64.500 €.',
        counter: 'Ich brauche eine Quittung für die Überweisung.',
      },
      {
        phrase: 'fuhren|tatigen|veranlassen sie|du die|diese|eine uberweisung|zahlung|anzahlung',
        example: 'Bitte führen Sie die Überweisung aus.',
        counter: 'Die Überweisung wurde ausgeführt.',
      },
    ],
    bank_detail_change: [
      // Umgeleitete Lieferantenrechnungen: die Bankverbindung "hat sich geändert", die alte gilt nicht mehr, ab sofort nur noch auf das neue Konto.
      {
        phrase:
          'unsere|meine bankverbindung|kontoverbindung|bankdaten|kontodaten|iban|bankverbindungen geandert|hat_sich_geandert|haben_sich_geandert|hat_gewechselt|wird_geandert',
        example: 'Wir teilen Ihnen mit, dass sich unsere Bankverbindung geändert hat.',
        counter: 'Unsere Bankverbindung ändert sich durch die Fusion nicht.',
      },
      {
        phrase: 'ab_sofort|kunftig|zukunftig ausschliesslich|nur_noch|nur? ... auf|an das|dieses|unser folgende|neue konto|bankkonto|iban|bankverbindung',
        example: 'Bitte überweisen Sie ab sofort ausschließlich auf das folgende Konto.',
        counter: 'Ab sofort nur noch Kartenzahlung an der Kasse.',
      },
      {
        phrase:
          'alte|alten|bisherige|bisherigen|vorherige|fruhere bankverbindung|kontoverbindung|verbindung|iban|konto|bankkonto ... nicht_mehr gultig|aktiv|verwenden|nutzen|benutzen|verwendet|genutzt|benutzt',
        example: 'Die alte Bankverbindung ist ab sofort nicht mehr gültig.',
        counter: 'Die alte Bankverbindung bleibt weiterhin gültig.',
      },
      {
        phrase: 'andert|andern sich unsere|meine bankverbindung|kontoverbindung|bankdaten|iban ab|zum',
        example: 'Aufgrund einer Umstellung ändert sich unsere Bankverbindung ab dem 01.07.',
        counter: 'Für Sie ändert sich nichts, unsere Bankverbindung bleibt gleich.',
      },
    ],
    // Bank details denied or reported, not announced (see the en lexicon): set aside before reading a change.
    bank_detail_denial: [
      {
        phrase: 'bankverbindung|kontoverbindung|bankdaten|kontodaten|iban hat_sich|haben_sich|hat|haben|wird_sich|werden_sich nicht geandert|verandert|andern',
        example: 'Unsere Bankverbindung hat sich nicht geändert.',
        counter: 'Unsere Bankverbindung hat sich geändert.',
      },
      {
        phrase: 'bankverbindung|kontoverbindung|bankdaten|kontodaten|iban andert_sich|andern_sich nicht',
        example: 'Unsere Bankverbindung ändert sich nicht.',
        counter: 'Unsere Bankverbindung ändert sich zum 1. März.',
      },
      {
        phrase: 'bankverbindung|kontoverbindung|bankdaten|kontodaten|iban bleibt|bleiben ... unverandert|gleich|bestehen|dieselbe|dieselben',
        example: 'Unsere Bankverbindung bleibt unverändert.',
        counter: 'Unsere Bankverbindung bleibt bis Ende März aktiv, danach gilt die neue.',
      },
      {
        phrase: 'keine anderung|anderungen der|unserer|an_unserer|an_der|bei_der? bankverbindung|kontoverbindung|bankdaten|iban',
        example: 'Fusion: keine Änderung unserer Bankverbindung.',
        counter: 'Änderung unserer Bankverbindung zum 1. März.',
      },
      {
        phrase:
          'e_mails|e_mail|emails|email|nachrichten|nachricht|schreiben|anrufe|anruf ... behaupten|behauptet|angeblich|vorgeben|vorgibt ... bankverbindung|kontoverbindung|bankdaten|iban',
        example: 'Sollten Sie E-Mails erhalten, die behaupten, unsere Bankverbindung habe sich geändert, rufen Sie uns an.',
        counter: 'Mit dieser E-Mail teilen wir Ihnen unsere neue Bankverbindung mit.',
      },
      {
        phrase: 'bankverbindung|kontoverbindung|bankdaten|iban niemals|nie per|uber|via e_mail|email|telefon ... andern|mitteilen|andert',
        example: 'Wir werden unsere Bankverbindung niemals per E-Mail ändern.',
        counter: 'Wir haben unsere Bankverbindung per E-Mail geändert.',
      },
    ],
    secrecy: [
      {
        phrase: 'mit|gegenuber niemandem|keinem|keinen_kollegen ... sprechen|besprechen|reden|erwahnen',
        example: 'Ich möchte, dass Sie mit niemandem darüber sprechen.',
        counter: 'Sie sollten Ihre PIN mit niemandem teilen.',
      },
      {
        phrase: 'bitte|bitten|erwarte|verlasse_mich_auf ... diskretion|verschwiegenheit',
        example: 'Ich bitte um absolute Diskretion.',
        counter: 'Diskretion ist Teil unseres Service.',
      },
      {
        phrase: 'bin|sitze gerade|momentan|noch? in einem|einer? meeting|besprechung|sitzung ... nicht telefonieren|erreichbar|anrufen|telefonisch',
        example: 'Ich sitze in einer Besprechung und bin telefonisch nicht erreichbar.',
        counter: 'Ich war in einer Besprechung, ich rufe Sie später an.',
      },
      {
        phrase: 'besprechen|erwahnen|erzahlen|sagen sie? das|dies|es|diese_angelegenheit ... niemandem',
        example: 'Bitte besprechen Sie das mit niemandem.',
        counter: 'Geben Sie Ihre PIN niemals weiter.',
      },
      // Verschwiegenheit auch vor Kollegen, und der Chef, der nur per E-Mail erreichbar ist.
      {
        phrase:
          'verschwiegenheit|diskretion|stillschweigen|geheimhaltung ... auch|selbst|insbesondere gegenuber|vor ... kollegen|kolleginnen|mitarbeitern|mitarbeitenden|buchhaltung|vorgesetzten',
        example: 'Es gilt absolute Verschwiegenheit, auch gegenüber Kollegen.',
        counter: 'Die Mitarbeiter sind zur Verschwiegenheit verpflichtet.',
      },
      {
        phrase:
          'verhandlung|verhandlungen|besprechung|besprechungen|meeting|meetings|sitzung|sitzungen ... nur|ausschliesslich per|uber|via e_mail|email|mail erreichbar',
        example: 'Ich bin den ganzen Tag in Verhandlungen und nur per E-Mail erreichbar.',
        counter: 'Nach der Besprechung bin ich telefonisch erreichbar.',
      },
    ],
    // Rückruf-Betrug: eine Zahlung, die der Leser nicht veranlasst hat.
    callback_story: [
      {
        phrase: 'falls|wenn sie das|dies|diese_zahlung|diese_bestellung|den_kauf nicht waren|veranlasst|autorisiert|bestellt|getatigt',
        example: 'Falls Sie das nicht waren, rufen Sie uns an.',
        counter: 'Falls Sie das Paket nicht erhalten haben, schreiben Sie uns.',
      },
      {
        phrase: 'zahlung|abbuchung|bestellung|kauf|abonnement|verlangerung ... autorisiert|genehmigt|belastet|verlangert|abgebucht',
        example: 'Für Ihr Konto wurde eine Zahlung von 699 € autorisiert.',
        counter: 'Ihre Rücksendung wurde genehmigt.',
      },
      // Falscher Tech-Support: der Computer gesperrt oder ein Trojaner gefunden.
      {
        phrase: 'computer|pc|rechner|laptop|gerat ... gesperrt|blockiert',
        example: 'Zu Ihrem Schutz wurde der Computer gesperrt.',
        counter: 'Der Computer startet neu.',
      },
      {
        phrase: 'trojaner|spyware|ransomware ... gefunden|erkannt|entdeckt',
        example: 'Auf Ihrem Computer wurde der Trojaner gefunden.',
        counter: 'Trojaner waren ein Volk der Antike.',
      },
    ],
    // Die Aufforderung, anzurufen.
    call_to_action: [
      {
        phrase: 'rufen sie ... sofort|umgehend|direkt|unverzuglich ... an|unter',
        example: 'Rufen Sie sofort unseren Käuferschutz unter 0800 184 7722 an.',
        counter: 'Rufen Sie uns gern morgen an.',
      },
      {
        phrase: 'kostenlose|gebuhrenfreie hotline|rufnummer|servicenummer',
        example: 'Erreichbar über die kostenlose Hotline.',
        counter: 'Die Hotline ist am Wochenende geschlossen.',
      },
    ],
    advance_fee: [
      // Anlagebetrug: ein Prozentsatz Gewinn pro Tag (keine seriöse Anlage zahlt pro Tag).
      {
        phrase:
          'gewinn|gewinne|rendite|renditen|verdient|verdienen|verdiene|bringt|erzielt|erzielen ... ... %|0%|1%|2%|3%|4%|5%|6%|7%|8%|9%|10%|12%|15%|20%|25%|30%|40%|50% taglich|pro_tag|am_tag|jeden_tag',
        example: 'Der Bot erzielt zwischen 2,5 % und 3 % pro Tag.',
        counter: 'Der Fonds erzielte 2024 eine Rendite von 8 %, der Kurs wird täglich veröffentlicht.',
      },
      {
        phrase: 'einmalige|seltene|exklusive gelegenheit|chance ... brandneue|brandneuen|brandneues|nagelneue|nagelneuen|gratis|kostenlos',
        example: 'Die einmalige Gelegenheit, ein brandneues Set zu erhalten.',
        counter: 'Die einmalige Gelegenheit, den Chor zu hören.',
      },
      {
        phrase: 'endauslosung|gewinnauslosung',
        example: 'Sie sind einer von vier Teilnehmern in der Endauslosung.',
        counter: 'Machen Sie mit bei unserem Gewinnspiel.',
      },
      {
        phrase: 'auserwahlten|auserwahlt|ausgewahlt ... gewinnspiel|verlosung|gewinn|preis|gewinner|geschenk',
        example: 'Sie gehören zu den Auserwählten für das Gewinnspiel.',
        counter: 'Ausgewählte Artikel sind reduziert.',
      },
      // Chosen as a winner or voucher recipient; chosen as a product tester or for an interview is ordinary mail.
      {
        phrase: 'wir gratulieren ihnen|dir',
        example: 'Wir gratulieren Ihnen recht herzlich!',
        counter: 'Wir gratulieren dem Team zum Sieg.',
      },
      {
        phrase: 'chance|gelegenheit ... zu? gewinnen|zugewinnen',
        example: 'Jetzt haben Sie die Chance einen Gutschein zu gewinnen!',
        counter: 'Die Chance auf Regen ist gering.',
      },
      {
        phrase: 'haben|hast sie|du meine ... nachricht|e_mail|mail|email erhalten|bekommen',
        example: 'Haben Sie meine letzte Nachricht erhalten?',
        counter: 'Haben Sie die Rechnung erhalten?',
      },
      {
        phrase: 'erbe|erbschaft|nachlass|hinterlassenschaft ... verstorbenen|verstorbene|millionen|fonds|summe',
        example: 'Eine Erbschaft von zwei Millionen wartet auf Sie.',
        counter: 'Das Erbe der Stadt ist ihre Altstadt.',
      },
      {
        phrase: 'geschaftsvorschlag|geschaftsangebot|investitionsvorschlag|geschaftsvorhaben',
        example: 'Ich habe einen Geschäftsvorschlag für Sie.',
        counter: 'Das Geschäft schlug sich gut.',
      },
      {
        phrase: 'wir bieten|vergeben|gewahren ... kredite|kredit|darlehen',
        example: 'Wir bieten Kredite zu 2 % Zinsen an.',
        counter: 'Die Bank vergab keine Kredite.',
      },
      {
        phrase: 'in ihrem|deinem land investieren|zu_investieren|anlegen',
        example: 'Ich möchte in Ihrem Land investieren.',
        counter: 'Ich möchte in einen Indexfonds investieren.',
      },
      {
        phrase: 'meine telegram|whatsapp id',
        example: 'Schreiben Sie mir, meine Telegram-ID steht unten.',
        counter: 'Die Telegram-Gruppe des Vereins ist offen.',
      },
      {
        phrase: 'entschuldigen|verzeihen sie|du ... eindringen|eingriff ... privatsphare',
        example: 'Entschuldigen Sie mein Eindringen in Ihre Privatsphäre.',
        counter: 'Wir schützen Ihre Privatsphäre.',
      },
      {
        phrase: 'zusammenarbeit|hilfe|mithilfe ... eines|einem neuen partners|partner',
        example: 'Der Fonds wurde mit Hilfe eines neuen Partners überwiesen.',
        counter: 'Wir begrüßen einen neuen Kollegen.',
      },
      {
        phrase: 'lukratives|lukrativen|lukrative geschaft|geschaftsvorhaben|angebot|investition|projekt|transaktion',
        example: 'Ich habe ein lukratives Geschäft für Sie.',
        counter: 'Das Geschäft schließt um acht.',
      },
      {
        phrase: 'beide|beiderseits ... vorteilhaft|gewinnbringend|lukrativ',
        example: 'Ein Vorhaben, das für beide Seiten gewinnbringend ist.',
        counter: 'Ein Vorhaben, das für die Stadt wichtig ist.',
      },
      {
        phrase: 'ihre|deine e_mail_adresse|email_adresse|e_mail|email wurde ... ausgewahlt|gezogen|ausgelost',
        example: 'Ihre E-Mail-Adresse wurde in unserer Ziehung ausgelost.',
        counter: 'Ihre E-Mail-Adresse wurde bestätigt.',
      },
      {
        phrase: 'kostenlose|kostenlos|gratis bitcoin|bitcoins|token|tokens|krypto|nft|nfts',
        example: 'Holen Sie sich kostenlose Token.',
        counter: 'Kostenlose Parkplätze am Bahnhof.',
      },
      {
        phrase: 'staking belohnung|belohnungen|pramie|pramien|auszahlung',
        example: 'Ihre Staking-Belohnungen sind verfügbar.',
        counter: 'Ihre Treuepunkte sind verfügbar.',
      },
      {
        phrase: 'umfrage|fragen|meinung ... belohnt|belohnen|belohnung|gewinnen|geschenk|geschenkset',
        example: 'Nehmen Sie an unserer Umfrage teil und gewinnen Sie ein Geschenk.',
        counter: 'Die Umfrage endet am Freitag.',
      },
      {
        phrase: 'belohnt|belohnen|belohnung ... umfrage|meinung',
        example: 'Eine Belohnung für Ihre Meinung wartet auf Sie.',
        counter: 'Die Belohnung für das Team war ein Ausflug.',
      },
      {
        phrase: 'gewinndaten|gewinnerdaten|gewinnbestatigung|gewinnbenachrichtigung',
        example: 'Jetzt Gewinndaten eintragen!',
        counter: 'Jetzt Kontodaten ändern.',
      },
      {
        phrase: 'um ihr|dein geschenk|gutschein|preis|gewinn zu? erhalten|beanspruchen|sichern ... beantworten|umfrage|fragen',
        example: 'Um Ihr Geschenk zu erhalten, beantworten Sie drei Fragen.',
        counter: 'Um Ihr Paket zu erhalten, unterschreiben Sie.',
      },
      // Auch "um diesen fantastischen Preis zu erhalten, beantworte … Fragen": ein Adjektiv darf vor dem Preis stehen. Hier
      // muss das Beantworten selbst folgen, denn "Preis" ist auch der Kaufpreis ("um diesen günstigen Preis zu erhalten … Fragen?").
      {
        phrase: 'um diesen ... geschenk|gutschein|preis|gewinn zu? erhalten|beanspruchen|sichern ... beantwort*|umfrage',
        example: 'Um diesen fantastischen Preis zu erhalten, beantworte einfach ein paar Fragen!',
        counter: 'Um diesen günstigen Preis zu erhalten, melden Sie sich an. Fragen? Unser Kundenservice hilft gern.',
      },
      {
        phrase: 'uberraschungsbox|mystery_box|wundertute',
        example: 'Sichern Sie sich Ihre Überraschungsbox.',
        counter: 'Die Box ist leer.',
      },
      // Prize draws the reader never entered.
      {
        phrase: 'sie wurden|du_wurdest ... unter den ... gewinner*',
        example: 'Sie wurden heute unter den moglichen Gewinnern ausgewahlt.',
        counter: 'Sie wurden unter den Teilnehmern begrusst.',
      },
      {
        phrase: 'an der kostenlosen verlosung',
        example: 'Nehmen Sie an der kostenlosen Verlosung teil.',
        counter: 'An der Verlosung nahmen viele teil.',
      },
      {
        phrase: 'sie wurden|du_wurdest heute|gerade|soeben? fur unsere|die|das verlosung|gewinnspiel|auslosung|preisausschreiben',
        example: 'Sie wurden für unsere Verlosung ausgewählt.',
        counter: 'Für unsere Verlosung suchen wir noch Preise.',
      },
      {
        phrase: 'an andere|anderen teilnehmer|gewinner innen? verlost|vergeben|weitergegeben|ubertragen|verschenkt',
        example: 'Danach werden die Preise an andere Teilnehmer verlost.',
        counter: 'Andere Teilnehmer kommen später dazu.',
      },
      {
        phrase: 'damit wir ihnen|dir den|ihren|deinen gewinn|preis|gutschein ... zusenden|zuschicken|schicken|senden|zustellen',
        example: 'Tragen Sie Ihre Adresse ein, damit wir Ihnen den Gewinn zusenden können.',
        counter: 'Damit wir Ihnen die Ware zusenden können, brauchen wir Ihre Adresse.',
      },
      {
        phrase: 'ihr|dein gewinn|preis|hauptgewinn wartet|warten auf sie|dich',
        example: 'Ihr Gewinn wartet auf Sie!',
        counter: 'Ihr Paket wartet auf Sie in der Filiale.',
      },
      {
        phrase: 'sie|du wurden|wurdest unter tausenden|hunderten ... ausgewahlt|ausgelost|gezogen',
        example: 'Sie wurden unter Tausenden von Kunden ausgewählt.',
        counter: 'Unter Tausenden von Artikeln finden Sie alles.',
      },
      // Gutschein- und Prämienköder im Namen einer Marke: ein Gewinner, den man „nicht erreichen konnte“, eine Belohnung, ein Anspruch gegen eine Umfrage.
      {
        phrase: 'nicht erreichen um ihnen|dir bei der einlosung',
        example: 'Leider konnten wir Sie bisher nicht erreichen, um Ihnen bei der Einlösung Ihres Gutscheins zu helfen.',
        counter: 'Wir konnten Sie telefonisch nicht erreichen, um den Termin zu bestätigen.',
      },
      {
        phrase: 'versucht sie|dich zu? erreichen ... belohnung|pramie|gewinn|gutschein|geschenk',
        example: 'Wir haben versucht, Sie zu erreichen, Ihre Belohnung wartet auf Sie!',
        counter: 'Wir haben versucht, Sie wegen der Rechnung zu erreichen.',
      },
      {
        phrase: 'zu einem|einer der gewinner|gewinnerinnen|glucklichen ausgewahlt|ausgelost|gezogen',
        example: 'Ihre E-Mail-Adresse wurde zu einem der Gewinner ausgewählt.',
        counter: 'Er wurde zu einem der besten Spieler gewählt.',
      },
      {
        phrase: 'anspruch geltend ... ... umfrage',
        example: 'Um Ihren Anspruch geltend zu machen, nehmen Sie einfach an dieser kurzen Umfrage teil.',
        counter: 'Um Ihren Anspruch geltend zu machen, senden Sie uns die Rechnung.',
      },
      // „Sie wurden ausgewählt!“ als Schlagzeile, ohne „als Produkttester“ oder „für das Gespräch“ dazwischen („Ihre Chance auf eine Belohnung“ allein sagen auch Treuekarten).
      {
        phrase: 'sie_wurden|du_wurdest|sie_sind|du_bist|wurden_sie|wurdest_du ausgew*|auserwahlt',
        example: 'Herzlichen Glückwunsch! Du wurdest ausgewählt!',
        counter: 'Sie wurden für das zweite Gespräch ausgewählt.',
      },
      // Anlagebetrug mit "Mentor": die Signale, die der Fremde zu schicken verspricht.
      {
        phrase: 'ich? schicke|sende|gebe|ubermittle ich? ihnen|dir die|meine signale|tradingsignale|handelssignale jeden|taglich|morgens|abends',
        example: 'Nach der ersten Einzahlung schicke ich dir die Signale jeden Abend.',
        counter: 'Ich schicke Ihnen die Signale des Sensors.',
      },
      // Aufgabenbetrug: Geld fürs Liken oder Bewerten von Videos und Apps.
      {
        phrase: 'verdienen|verdienst|verdiene ... ... mit|durch dem|das? liken|folgen|abonnieren von? videos|kanalen|beitragen|profilen',
        example: 'Verdienen Sie bis zu 300 € täglich mit dem Liken von Videos.',
        counter: 'Verdienen Sie Punkte durch das Bewerten von Produkten.',
      },
      // Zweite Stufe des Aufgabenbetrugs: aufladen, um die nächsten Aufgaben freizuschalten.
      {
        phrase:
          'auf|ein|aufladen|einzahlen um die|ihre|deine? nachsten? aufgaben|auftrage|provision|provisionen freizuschalten|fortzusetzen|abzuschliessen|auszuzahlen',
        example: 'Laden Sie 200 USDT auf, um die nächsten Aufgaben freizuschalten.',
        counter: 'Schließen Sie Modul 1 ab, um die nächsten Aufgaben freizuschalten.',
      },
      // Lotterien von E-Mail-Adressen (niemand lost Adressen aus).
      {
        phrase: 'internationale|internationalen|online e_mail|email|internet lotterie|verlosung|ziehung|auslosung',
        example: 'Ihre Adresse hat in der internationalen E-Mail-Lotterie gewonnen.',
        counter: 'Die Verlosung findet unter allen Vereinsmitgliedern statt.',
      },
      // Rückholungsbetrug: verlorenes Geld sei "eingefroren" und werde gegen eine Gebühr ausgezahlt,
      // gern in Krypto (eine echte Kanzlei verspricht keine Summe und nimmt kein USDT).
      {
        phrase: 'eingefroren|aufgespurt|lokalisiert ... ... an sie|dich ausgezahlt|freigegeben',
        example: 'Die Gelder sind bei einer Partnerbank eingefroren und können innerhalb von 14 Tagen an Sie ausgezahlt werden.',
        counter: 'Die Zahlung wurde eingefroren und wird an Sie zurücküberwiesen.',
      },
      {
        phrase:
          'bearbeitungsgebuhr|freigabegebuhr|vorabgebuhr|auszahlungsgebuhr|verfahrensgebuhr ... ... ... in|per usdt|tether|bitcoin|btc|krypto|kryptowahrung',
        example: 'Es fällt eine Bearbeitungsgebühr von 1.450 € an, die per Überweisung oder in USDT beglichen werden kann.',
        counter: 'Die Gebühren können auch in Bitcoin bezahlt werden.',
      },
      {
        phrase:
          'ihre|deine daten|kontaktdaten ... als geschadigter|geschadigte|geschadigten anleger|anlegerin|investor|opfer ... ubermittelt|weitergeleitet|gemeldet|mitgeteilt',
        example: 'Uns wurden Ihre Daten als geschädigter Anleger übermittelt.',
        counter: 'Geschädigte Anleger können sich bei der Verbraucherzentrale melden.',
      },
      // Liebesbetrug: der Zoll hält das Gepäck fest, bis gezahlt wird.
      {
        phrase:
          'zoll|flughafen|zollbehorde ... mein|meine|meinen|unser|unsere gepack|koffer|gold ... festgehalten|beschlagnahmt|blockiert|einbehalten|fest|zuruckgehalten ... muss|soll|verlangt|verlangen ... gebuhr|gebuhren|zahlen|bezahlen|zollgebuhr|zollgebuhren',
        example: 'Der Zoll hat meine Koffer festgehalten, ich muss eine Gebühr zahlen.',
        counter: 'Der Zoll hat meine Koffer festgehalten, ich musste eine Gebühr zahlen.',
      },
    ],
    // A win announced, which real raffles, competitions and prize draws send their winners too:
    // advance fee only beside a fee, a sum of millions or a fund story (content/analyze-text.ts).
    prize_notice: [
      {
        phrase: 'sie|du ... gewonnen|auserwahlt|finalist|finalisten|gewinner',
        example: 'Sie sind einer unserer Finalisten für das Werkzeugset!',
        counter: 'Sie haben das Spiel verloren.',
      },
      {
        phrase: 'verlosung|gewinnspiel|auslosung ... ausgewahlt|ausgelost|gewinner|gewonnen',
        example: 'Sie wurden für unsere Verlosung ausgewählt.',
        counter: 'Die Verlosung findet im Mai statt.',
      },
      {
        phrase: 'gutschein|geschenk|geschenkset|preis ausgewahlt|ausgelost|gewonnen',
        example: 'Ihr Gutschein ausgewählt, jetzt bestätigen!',
        counter: 'Der Preis wurde gesenkt.',
      },
      {
        phrase: 'haben|hast ein|eine|einen|ein_e ... gewonnen',
        example: 'Sie haben eine neue Heißluftfritteuse gewonnen.',
        counter: 'Sie haben ein Spiel verloren.',
      },
      {
        phrase: 'als gewinner|gewinnerin|gutscheinempfanger|gutscheinempfangerin|preistrager|preistragerin ausgewahlt|ausgelost|gezogen',
        example: 'Sie wurden also als Gutscheinempfänger ausgewählt.',
        counter: 'Sie wurden als Produkttesterin ausgewählt.',
      },
    ],
    // Elektronische Signatur: eine Unterschrift, um die eine Kanzlei oder ein Anbieter bittet.
    e_signature: [
      {
        phrase: 'gebeten ... ... zu unterschreiben|unterzeichnen|signieren',
        example: 'Kanzlei Weber hat Sie gebeten, Mietvertrag_2025.pdf zu unterschreiben.',
        counter: 'Ich habe sie gebeten, pünktlich zu kommen.',
      },
      {
        phrase: 'prufen und unterschreiben|unterzeichnen|signieren',
        example: 'Bitte prüfen und unterschreiben Sie das Dokument bis Freitag.',
        counter: 'Bitte prüfen Sie die Rechnung bis Freitag.',
      },
      {
        phrase: 'dokument|dokumente|vertrag|vereinbarung|unterlagen zur|zum unterschrift|unterzeichnung|signatur|signieren',
        example: 'Ihr Vertrag zur Unterschrift liegt bereit.',
        counter: 'Die Unterschrift des Mieters fehlt noch.',
      },
    ],
    file_share: [
      {
        phrase: 'hat|haben ... mit|fur ihnen|sie|dir|dich|euch freigegeben|geteilt',
        example: 'Claudia Neumann hat eine Datei für Sie freigegeben.',
        counter: 'Die Datei wurde für den Druck freigegeben.',
      },
    ],
    parcel: [
      {
        phrase: 'paket|sendung|lieferung ... nicht_zugestellt|zugestellt_werden_konnte|nicht_zustellbar|wartet|zuruckgehalten|ausstehend|angehalten',
        example: 'Ihr Paket konnte nicht zugestellt werden.',
        counter: 'Das Paket wurde gestern geliefert.',
      },
      {
        phrase: 'zollgebuhr|zollgebuhren|versandgebuhr|versandkosten|zustellgebuhr|nachporto ... bezahlen|begleichen|zahlen|entrichten',
        example: 'Bitte die Zollgebühr jetzt bezahlen.',
        counter: 'Die Versandkosten entfallen ab 50 Euro.',
      },
      // Die Zustellung gescheitert und der Leser soll handeln: niemand angetroffen, Adresse bestätigen, neuen Termin wählen, sonst geht das Paket zurück.
      {
        phrase: 'konnten|konnen|konnte wir? ihr|ihre|dein|deine paket|sendung|lieferung nicht zustellen|ausliefern|liefern|ubergeben',
        example: 'Wir konnten Ihr Paket nicht zustellen.',
        counter: 'Wir konnten Ihr Paket heute zustellen.',
      },
      {
        phrase: 'niemand|keiner anwesend|zu_hause|zuhause|angetroffen',
        example: 'Die Zustellung scheiterte, da niemand anwesend war.',
        counter: 'Niemand hat sich gemeldet.',
      },
      {
        phrase: 'fehlgeschlagene|gescheiterte|erfolglose|ausgesetzte paketzustellung|paketlieferung|zustellversuch|lieferversuch',
        example: 'Benachrichtigung über eine fehlgeschlagene Paketzustellung.',
        counter: 'Die Paketzustellung erfolgt ab acht Uhr.',
      },
      {
        phrase: 'bestatigen|aktualisieren|vervollstandigen|erganzen sie? ihre|deine lieferadresse|zustelladresse|zustelldaten|lieferdaten|versanddaten',
        example: 'Bitte bestätigen Sie Ihre Lieferadresse.',
        counter: 'Ihre Lieferadresse wurde gespeichert.',
      },
      {
        phrase: 'adressbestatigung|adressprufung|adressverifizierung ... benotigt|benotigen|erforderlich|notwendig',
        example: 'Für die Zustellung ist eine Adressbestätigung erforderlich.',
        counter: 'Die Adressbestätigung ist angekommen.',
      },
      {
        phrase: 'neuen|anderen zustelltermin|liefertermin|zustellversuch|zustelltag wahlen|auswahlen|vereinbaren|planen|festlegen|beantragen',
        example: 'Bitte einen neuen Zustelltermin wählen.',
        counter: 'Der neue Zustelltermin ist morgen.',
      },
      {
        phrase: 'wird|werden ... an_den|zum absender|versender zuruckgeschickt|zuruckgesendet|retourniert',
        example: 'Ohne Bestätigung wird Ihr Paket an den Absender zurückgeschickt.',
        counter: 'Das Paket wurde an den Absender zurückgeschickt.',
      },
      // Eine Gebühr für die erneute Zustellung, die der Leser zahlen, oder eine erneute Zustellung, die er beantragen soll.
      {
        phrase: 'gebuhr|gebuhren|kosten|nachgebuhr fur die? erneute|neue zustellung|lieferung|zustellversuch',
        example: 'Bitte begleichen Sie die Gebühr für die erneute Zustellung.',
        counter: 'Die erneute Zustellung erfolgt kostenlos.',
      },
      {
        phrase: 'erneute|neue zustellung|lieferung ... beantragen|anfordern|buchen|veranlassen',
        example: 'Klicken Sie hier, um eine erneute Zustellung zu beantragen.',
        counter: 'Eine erneute Zustellung erfolgt am nächsten Werktag.',
      },
    ],
    extortion: [
      // Sextortion: das Video geht an Familie, Freunde, Kollegen.
      {
        phrase:
          'video|videos|aufnahme|aufnahmen|aufzeichnung|material ... an ... familie|freunde|kollegen|kontakte ... schicke|sende|verschicke|senden|schicken|verschicken|weiterleite|veroffentliche',
        example: 'Wenn Sie nicht wollen, dass ich dieses Video an Ihre Familie und Kollegen schicke, zahlen Sie.',
        counter: 'Ich schicke das Video vom Geburtstag an die Familie.',
      },
      // Münzen, die "an diese Adresse" oder "an meine Wallet" gehen sollen: die Forderung, welche Adresse auch folgt.
      {
        phrase: 'in bitcoin|bitcoins|btc|usdt|krypto an|auf diese|folgende|meine adresse|wallet|bitcoin_adresse|wallet_adresse',
        example: 'Überweisen Sie 1200 USD in Bitcoin an diese Adresse.',
        counter: 'Senden Sie nur BTC an diese Adresse, um Ihr Konto aufzuladen.',
      },
      {
        phrase: 'losche|losche_ich|vernichte|entferne ... video|videos|aufnahme|aufnahmen|fotos|material ... sobald|wenn|nachdem',
        example: 'Ich lösche das Video, sobald die Zahlung eingegangen ist.',
        counter: 'Bitte lösche die Urlaubsfotos nicht vom Laptop.',
      },
      {
        phrase: 'sie_haben|du_hast|ihnen_bleiben|dir_bleiben ... stunden|tage ... zu_zahlen|zu_bezahlen|zu_uberweisen',
        example: 'Sie haben 48 Stunden Zeit, um zu zahlen.',
        counter: 'Sie haben 14 Tage Zeit, um den Artikel zurückzusenden.',
      },
      {
        phrase: 'gehen_sie_nicht|geh_nicht|informieren_sie_nicht|kontaktieren_sie_nicht|wenden_sie_sich_nicht ... polizei|behorden',
        example: 'Gehen Sie nicht zur Polizei, ich werde es erfahren.',
        counter: 'Bei einem Unfall gehen Sie sofort zur Polizei.',
      },
    ],
    extortion_context: [
      // Kompromittierendes Material.
      {
        phrase: 'kompromittierend* video|videos|fotos|bilder|aufnahmen|material',
        example: 'Ich habe kompromittierende Videos von dir.',
        counter: 'Das Video der Konferenz ist online.',
      },
      // Der behauptete Zugriff: Kamera, Erwachsenen-Webseiten, das Gerät des Lesers.
      {
        phrase: 'ihre|ihrer|deine|deiner kamera|webcam ... aufgenommen|gefilmt|aufgezeichnet',
        example: 'Ich habe Sie über Ihre Kamera aufgenommen.',
        counter: 'Die Kamera im Eingang hat nichts aufgenommen.',
      },
      {
        phrase:
          'erwachsenen_webseiten|erwachsenenwebseiten|erwachsenen_websites|erwachsenenseiten|erwachsenen_seiten|pornoseiten|porno_seiten|pornoseite|porno_webseiten|sexseiten',
        example: 'Während Sie Erwachsenen-Webseiten besucht haben.',
        counter: 'Webseiten für Erwachsenenbildung.',
      },
      {
        phrase: 'zugriff auf ihr|ihre|ihren|dein|deine|deinen gerat|gerate|computer|rechner|handy|smartphone|betriebssystem erhalten|erlangt|verschafft',
        example: 'Ich habe vor einigen Monaten Zugriff auf Ihr Gerät erhalten.',
        counter: 'Sie haben Zugriff auf Ihr Postfach erhalten.',
      },
    ],
    legal_notice: [
      // Vorladungen, Strafanzeigen und Verfahren, Bußgeldbescheide, Führerscheinentzug.
      {
        phrase: 'gerichtliche|gerichtlichen|polizeiliche|polizeilichen vorladung|ladung|zustellung|verfugung|anordnung',
        example: 'Anbei die gerichtliche Vorladung zu Ihrem Fall.',
        counter: 'Die gerichtliche Entscheidung fiel gestern.',
      },
      {
        phrase: 'vorladung|strafanzeige|bussgeldbescheid|anhorungsbogen|verwarnungsgeld|fuhrerscheinentzug|fahrverbot',
        example: 'Ihr Bußgeldbescheid liegt zur Zahlung bereit.',
        counter: 'Die Verhandlung wurde vertagt.',
      },
      {
        phrase: 'gegen sie|dich ... klage|anzeige|strafanzeige|verfahren|strafverfahren|ermittlungsverfahren ... eingereicht|erstattet|eingeleitet|erhoben',
        example: 'Gegen Sie wurde ein Verfahren eingeleitet.',
        counter: 'Gegen Sie spielt morgen der Meister.',
      },
      // Eine offene Maut ist die Mitteilung eines Mautbetreibers oder einer Behörde, ob genannt oder nicht.
      {
        phrase: 'maut|mautgebuhr|mautgebuhren ... offen|offene|offenen|unbezahlt|unbezahlte|ausstehend|ausstehende',
        example: 'Für Ihr Fahrzeug ist eine Mautgebühr noch offen.',
        counter: 'Die Maut für Lkw steigt im Januar.',
      },
    ],
    account_alert: [
      // Sicherheits- und Kontohinweise: ungewöhnliche Anmeldungen, gesperrte Konten, voller Speicher.
      {
        phrase:
          'ungewohnliche|verdachtige|unbekannte|unautorisierte|unbefugte anmeldeaktivitat|anmeldung|anmeldeversuch|anmeldeversuche|aktivitat|aktivitaten|zugriffe',
        example: 'Wir haben eine ungewöhnliche Anmeldeaktivität festgestellt.',
        counter: 'Die ungewöhnliche Hitze hält an.',
      },
      {
        phrase: 'ihr|dein konto|postfach|wallet|zugang|kundenkonto ... wurde|ist|wird ... gesperrt|eingeschrankt|deaktiviert|eingefroren|suspendiert',
        example: 'Ihr Konto wurde vorübergehend eingeschränkt.',
        counter: 'Ihr Konto wurde erfolgreich eröffnet.',
      },
      // Eine Zahlung, die „nicht verarbeitet werden konnte“, und ein abgelaufenes Antivirus-Abo oder Viren, „auf Ihrem Computer gefunden“, im Namen einer Marke.
      {
        phrase: 'konnten|konnen wir? ihre|deine letzte? zahlung nicht verarbeiten|bearbeiten|abbuchen|einziehen|durchfuhren',
        example: 'Leider konnten wir Ihre letzte Zahlung nicht verarbeiten.',
        counter: 'Leider konnten wir Ihre Anfrage nicht bearbeiten.',
      },
      {
        phrase: 'norton|mcafee|antivirus|virenschutz|avast|kaspersky abonnement|abo|schutz|lizenz ... abgelaufen|beendet|ausgelaufen',
        example: 'Ihr Norton-Abonnement ist abgelaufen.',
        counter: 'Ihr Norton-Abonnement wurde verlängert.',
      },
      {
        phrase: 'viren|trojaner auf ihrem|deinem computer|gerat|pc gefunden|entdeckt|erkannt',
        example: 'Es wurden 20 Viren auf Ihrem Computer gefunden.',
        counter: 'Schützen Sie Ihren Computer vor Viren.',
      },
      // Neue Bedingungen, die der Leser annehmen „muss“ (echte AGB-Änderungen gelten mit der weiteren Nutzung).
      {
        phrase: 'mussen|musst|muss ... neuen|aktualisierten|geanderten nutzungsbedingungen|bedingungen|agb|nutzervereinbarung akzeptieren|zustimmen|bestatigen',
        example: 'Sie müssen die neuen Nutzungsbedingungen akzeptieren.',
        counter: 'Sie müssen nichts tun: die neuen Nutzungsbedingungen gelten ab Mai.',
      },
    ],
    // Eine Krypto-Wallet oder ihre Wiederherstellungsphrase, die verifiziert werden soll: Wallets verifizieren nichts, und Börsen verifizieren Personen, keine Wallets.
    wallet_check: [
      {
        phrase: 'ihre|deine wallet|wiederherstellungsphrase|seed_phrase ... noch nicht verifiziert|validiert|bestatigt',
        example: 'Unser System zeigt, dass Ihre Wallet noch nicht verifiziert wurde.',
        counter: 'Ihre Wallet wurde erfolgreich verifiziert.',
      },
      // Die Wiederherstellungsphrase einer Wallet, die „verifiziert“ werden soll: keine Wallet und keine Börse verlangt sie.
      {
        phrase:
          'bestatigen|verifizieren|uberprufen|validieren|synchronisieren sie ihre wiederherstellungsphrase|seed_phrase|wiederherstellungssatz|geheimphrase',
        example: 'Bitte bestätigen Sie Ihre Wiederherstellungsphrase bis Freitag.',
        counter: 'Wir werden Sie nie bitten, Ihre Wiederherstellungsphrase zu bestätigen.',
      },
    ],
    // Belohnungen im Namen eines Händlers: ein Geschenk für eine Umfrage, ein Gutschein, der wartet, ein Gratis-Gutschein.
    // Händler schreiben ihren eigenen Kunden dasselbe: nur als Markenköder gezählt, wenn eine fremde Marke genannt ist.
    reward: [
      {
        phrase: 'umfrage|kundenumfrage|fragebogen ... und erhalten|gewinnen|sichern|bekommen|holen',
        example: 'Füllen Sie unsere Umfrage aus und holen Sie sich ein Starthilfegerät!',
        counter: 'Die Umfrage läuft bis Freitag und endet dann.',
      },
      {
        phrase: 'umfrage|kundenumfrage ... gewinnspiel|geschenkset|geschenk|werkzeugset|gutschein|belohnung|pramie',
        example: 'Nehmen Sie an unserer kostenlosen Kundenumfrage inkl. Gewinnspiel teil!',
        counter: 'Die Umfrage zur Arbeitszeit endet am Freitag.',
      },
      {
        phrase: 'ihr|dein feedback|meinung konnte|kann ... ... freischalten|gewinnen',
        example: 'Ihr Feedback könnte ein Werkzeugset für Sie freischalten!',
        counter: 'Ihr Feedback kann uns helfen, besser zu werden.',
      },
      {
        phrase: 'chance|gelegenheit ... belohnung|geschenk|geschenkset|gutschein|pramie zu? erhalten|bekommen|sichern',
        example: 'Dies ist Ihre Chance, eine Belohnung zu erhalten.',
        counter: 'Nutzen Sie die Gelegenheit, Fragen zu stellen.',
      },
      {
        phrase: 'gutschein|geschenk|geschenkset|belohnung|pramie wartet|warten auf sie|dich',
        example: 'Dein Gutschein wartet auf dich!',
        counter: 'Das Paket wartet auf Sie in der Filiale.',
      },
      {
        phrase: 'ihr|dein|einen|ihren|deinen gratis|kostenlosen|kostenloser ... gutschein|geschenkgutschein|einkaufsgutschein',
        example: 'Ihr Gratis Supermarkt Gutschein',
        counter: 'Ihr kostenloser Versand ist aktiviert.',
      },
      {
        phrase: 'fur ihre|deine treue belohnen|belohnt',
        example: 'Wir möchten Sie für Ihre Treue belohnen.',
        counter: 'Vielen Dank für Ihre Treue.',
      },
    ],
    fund_story: [
      {
        phrase: 'auf ihr|ihre|dein|ein konto|bankkonto|auslandskonto ... uberweisen|uberwiesen|transferieren|einzahlen|eingezahlt|gutgeschrieben',
        example: 'Ich möchte die Summe auf Ihr Bankkonto überweisen.',
        counter: 'Ich möchte die Dateien auf Ihr Notebook kopieren.',
      },
      {
        phrase: 'begunstigter|begunstigte|erbe|erbin|erbschaft|nachlass|verstorbene|verstorbenen|hinterlassenschaft|entschadigung|spende',
        example: 'Sie wurden als Begünstigter des Nachlasses bestätigt.',
        counter: 'Die Vorteile des Tarifs stehen unten.',
      },
    ],
    spam_offer: [
      {
        phrase: 'erektion|erektionen|potenz ... steinhart|steinharte|stahlhart|stahlharte|harter|starker|mittel|pillen|probleme|spray',
        example: 'Eine Erektion, stahlhart und ausdauernd.',
        counter: 'Die Erektion der Anlage dauert.',
      },
      {
        phrase: 'potenzmittel|potenzpillen|viagra|cialis|levitra ... kaufen|bestellen|gunstig|rezeptfrei|generika|rabatt|€*',
        example: 'Potenzmittel rezeptfrei bestellen.',
        counter: 'Der Filter blockiert Spam.',
      },
      {
        phrase: 'muskelaufbau|muskelwachstum|testosteron ... prognose|booster|kapseln|anwendung|steigern',
        example: 'Ihr Muskelwachstum mit einer neuen Anwendung steigern.',
        counter: 'Muskelaufbau braucht Zeit.',
      },
    ],
    scam_offer: [
      {
        phrase: 'schnell|schnellen|schneller|muhelos|muhelosen|rasch|rasanten gewichtsverlust|gewichtsreduktion|abnehmen',
        example: 'Ihre Prognose für schnellen Gewichtsverlust.',
        counter: 'Schnell abbiegen an der Ampel.',
      },
      {
        phrase: 'verlieren sie ... gewicht|kilos|pfunde|bauchfett',
        example: 'Verlieren Sie schnell und mühelos Gewicht.',
        counter: 'Verlieren Sie nicht den Mut.',
      },
      {
        phrase: 'geile|heisse|einsame|versaute|notgeile|willige madchen|frauen|girls|hausfrauen|singles|milfs|luder',
        example: 'Heiße Singles warten auf dich.',
        counter: 'Junge Frauen in der Forschung.',
      },
      {
        phrase: 'ukrainische|russische|slawische|osteuropaische braute|schonheiten|frauen|madchen|singles',
        example: 'Slawische Schönheiten suchen einen Partner.',
        counter: 'Ukrainische Getreideexporte steigen.',
      },
      {
        phrase: 'freispiele|freispielen|gratisspiele|gratis_spins|free_spins|bonus_spins',
        example: 'Sichern Sie sich 200 Freispiele.',
        counter: 'Freie Spielzeit im Park.',
      },
      {
        phrase: 'einzahlungsbonus|casinobonus|casino_bonus|bonus_ohne_einzahlung|ohne_einzahlung',
        example: 'Ihr Einzahlungsbonus wartet.',
        counter: 'Die Einzahlung ist eingegangen.',
      },
      {
        phrase: 'bonus ... erste|ersten|1 einzahlung|einzahlungen',
        example: 'Bonus auf Ihre erste Einzahlung.',
        counter: 'Die erste Einzahlung ist eingegangen.',
      },
      {
        phrase:
          'frauen|singles|madchen|hausfrauen|milfs|damen ... in_deiner_nahe|in_ihrer_nahe|aus_deiner_umgebung|aus_ihrer_umgebung|in_deiner_stadt|aus_deiner_region|aus_ihrer_region|in_deiner_region',
        example: 'Frauen in deiner Nähe suchen Kontakt.',
        counter: 'Geschäfte in deiner Nähe.',
      },
      {
        phrase:
          'sexdates|sexdate|sex_dates|sex_date|seitensprung|seitensprunge|erotikkontakte|erotik_kontakte|sexkontakte|sex_kontakte|casual_dating|sextreffen',
        example: 'Diskrete Sexdates in deiner Stadt.',
        counter: 'Dates in deiner Stadt.',
      },
      {
        phrase: 'abnehmen|abgenommen|verlieren|verliert|verlor|verloren|purzeln ... 1*|2*|3*|4*|5*|6*|7*|8*|9* kg|kilo|kilos|pfund',
        example: 'Sie verlor 16 kg in acht Wochen.',
        counter: 'Das Paket wiegt 16 kg.',
      },
      {
        phrase: 'keto|schlankheits|diat|abnehm gummies|gummis|kapseln|pillen|tabletten|tropfen',
        example: 'Keto Gummis für schnelles Abnehmen.',
        counter: 'Gummis für Kinder.',
      },
      {
        phrase: 'fett|bauchfett|pfunde ... schmelzen|verbrennen|weg ... schnell|ohne|uber_nacht|im_schlaf',
        example: 'Bauchfett schnell verbrennen ohne Sport.',
        counter: 'Fett in der Pfanne schmelzen lassen.',
      },
      {
        phrase: 'mit diesen|heissen|einsamen|sexy|reifen? frauen|madchen|singles ... chatten|flirten|treffen',
        example: 'Jetzt kostenlos mit diesen Frauen chatten.',
        counter: 'Mit diesen Zahlen planen wir.',
      },
      {
        phrase: 'private|heisse|sexy|nackte|intime fotos|bilder|videos',
        example: 'Sieh dir meine privaten Fotos an: private Fotos hier.',
        counter: 'Fotos vom Sommerfest.',
      },
      {
        phrase: 'suchst du ... dates|date|abenteuer|sex|affare|sexpartner|sexpartnerin',
        example: 'Suchst du nach lustigen Dates?',
        counter: 'Suchst du nach dem Schlüssel?',
      },
      {
        phrase: 'gewicht ... verlieren|abnehmen|reduzieren konnen|konnten|werden',
        example: 'Finden Sie heraus, wie viel Gewicht Sie verlieren können.',
        counter: 'Das Gewicht wird gemessen.',
      },
      {
        phrase: 'casinospiele|online_casino|spielautomaten',
        example: 'Spielautomaten mit Bonus für Sie.',
        counter: 'Das Spiel beginnt um acht.',
      },
      {
        phrase: 'individuelle|personliche prognose ... muskelaufbau|muskelwachstum|gewichtsverlust|abnehmen',
        example: 'Individuelle Prognose für Ihren Muskelaufbau.',
        counter: 'Individuelle Beratung für Ihren Garten.',
      },
      // Romance first contacts.
      {
        phrase: 'ich bin eine einsame|alleinstehende frau',
        example: 'Hallo, ich bin eine einsame Frau und suche einen Mann.',
        counter: 'Ich bin eine Frau mit wenig Zeit.',
      },
      {
        phrase: 'sportwetten|wettbonus|gratiswette|gratiswetten|wettguthaben|online_wetten',
        example: 'Sportwetten mit 100 Euro Bonus.',
        counter: 'Die Wette mit meinem Bruder habe ich verloren.',
      },
      {
        phrase: 'freispiel|gratis_spin|free_spin|bonus_spin',
        example: 'Holen Sie sich Ihr Freispiel ab.',
        counter: 'Das freie Spiel der Kinder.',
      },
      {
        phrase: 'gratis|kostenlose|kostenlosen|extra lose|lottoscheine|tippscheine|lotterielose',
        example: 'Sammeln Sie jede Woche kostenlose Lose.',
        counter: 'Lose Blätter liegen auf dem Tisch.',
      },
      // Personas and sex sites, miracle cures with a deadline, a millionaire's club, a casino's free spins (FS).
      {
        phrase: 'sex|sextreffen|sexkontakte in deiner|ihrer nahe|umgebung',
        example: 'Triff dich nur mit Leuten, die Sex in deiner Nähe wollen.',
        counter: 'Die Sexualberatung ist in Ihrer Nähe.',
      },
      {
        phrase: 'ich sehe|sah dass? wir wohnen|leben in der nahe|gegend|umgebung',
        example: 'Hey, ich sehe, wir wohnen in der Nähe. Es wäre schön, sich kennenzulernen.',
        counter: 'Wir wohnen in der Nähe des Bahnhofs.',
      },
      {
        phrase: 'heissesten singles|frauen|madchen|mitglieder|girls|damen',
        example: 'Treten Sie in direkten Kontakt mit den heißesten Singles!',
        counter: 'Die heißesten Tage des Jahres stehen bevor.',
      },
      {
        phrase: 'ficken|fickt|fickfreundin|fickdate|fickdates|fotze|muschi',
        example: 'Ich will, dass du mich heute Nacht fickt.',
        counter: 'Die Fichte im Garten muss gefällt werden.',
      },
      {
        phrase: 'in rekordzeit ab|abnehmen|abgenommen',
        example: 'Sie nehmen in Rekordzeit ab!',
        counter: 'Die Mannschaft hat den Pokal in Rekordzeit gewonnen.',
      },
      {
        phrase: 'schnell|schneller|rasch gewicht zu? verlieren|reduzieren',
        example: 'Wirksam, um schnell Gewicht zu verlieren!',
        counter: 'Der Ballon kann schnell an Höhe verlieren.',
      },
      {
        phrase: 'gummis|fruchtgummis zur gewichtsreduktion|gewichtsabnahme|fettverbrennung',
        example: 'Gummis zur Gewichtsreduktion, die Fett verbrennen.',
        counter: 'Gummistiefel zur Gartenarbeit im Angebot.',
      },
      {
        phrase: 'grosserer|grosseres|langerer|langeres|dickerer|dickeres penis|glied',
        example: '2X größerer Penis, eine Kapsel genügt!',
        counter: 'Ein größerer Garten für die Kinder.',
      },
      {
        phrase: 'stahlharte|steinharte|bombastische|bombastischste erektion|erektionen',
        example: 'Sorgen Sie für eine stahlharte Erektion, stundenlang!',
        counter: 'Die Erektion des Gerüsts dauert zwei Tage.',
      },
      {
        phrase: 'ein_fur_alle_mal|endgultig ... nagelpilz|krampfadern|haarausfall|gelenkschmerzen|tinnitus|cellulite|zellulitis',
        example: 'Schnell und ein für alle Mal werden Sie von Nagelpilz befreit.',
        counter: 'Der Hautarzt behandelt Nagelpilz mit einer Lösung über mehrere Monate.',
      },
      {
        phrase: 'nagelpilz|krampfadern|haarausfall|gelenkschmerzen|tinnitus|cellulite in nur? 1*|2*|3*|4*|5*|6*|7*|8*|9* tagen|minuten|stunden',
        example: 'Ich möchte Nagelpilz in 14 Tagen besiegen.',
        counter: 'Nagelpilz braucht meist Monate bis zur Heilung.',
      },
      {
        phrase: 'zum|zur bitcoin|krypto? millionar|millionarin|billionar',
        example: 'Werden Sie noch heute zum Bitcoin-Millionär!',
        counter: 'Das Interview mit einem Bitcoin-Millionär erschien gestern.',
      },
      {
        phrase: 'willkommensbonus|einzahlungsbonus|bonus ... bis_zu ... fs|freispiele|freispielen',
        example: 'Unser Willkommensbonus von bis zu 800 EUR + 200 FS ist nur der Anfang.',
        counter: 'Ihr Willkommensbonus von 50 € wird nach dem ersten Gehaltseingang gutgeschrieben.',
      },
      {
        phrase: 'willkommen bei|im ... casino',
        example: 'Willkommen bei Instant Casino, wo jeder Moment ein Gewinnmoment ist!',
        counter: 'Das Casino Baden-Baden feiert sein Jubiläum.',
      },
      // Miracle cures: an ailment beaten at last, by a secret weapon, by an impossible percentage or in a few days.
      {
        phrase:
          'bekampft|bekampfen|besiegt|besiegen|stoppt|beseitigt|beseitigen|vernichtet endlich ... nagelpilz|krampfadern|haarausfall|gelenkschmerzen|tinnitus|arthrose|cellulite|bluthochdruck|prostataprobleme',
        example: 'Bekämpft endlich Nagelpilz!',
        counter: 'Wie man Nagelpilz bekämpft, erklärt Ihre Hausärztin.',
      },
      {
        phrase:
          'nagelpilz|krampfadern|haarausfall|gelenkschmerzen|tinnitus|arthrose|bluthochdruck|diabetes|falten ... totale|geheime|wunder|revolutionare|endgultige waffe|mittel|losung|formel',
        example: 'Krampfadern - eine totale Waffe gegen sie',
        counter: 'Bei Krampfadern ist Bewegung das beste Mittel.',
      },
      {
        phrase:
          'haare|haarwachstum|haarausfalls|gelenke|falten|arterien|cholesterin|blutzucker|potenz ... um 1*|2*|3*|4*|5*|6*|7*|8*|9* ... in|nach nur? 1*|2*|3*|4*|5*|6*|7*|8*|9* tagen|wochen|minuten',
        example: 'Es verdichtet die Haare um 700 % in 14 Tagen!',
        counter: 'Die Kosten für Gelenke stiegen um 5 % im Jahr.',
      },
      {
        phrase: 'gesunde|gesunder|gesundes|freie arterien|gelenke|herz|blutgefasse|prostata ... in nur 1*|2*|3*|4*|5*|6*|7*|8*|9* tagen|wochen|minuten',
        example: 'Ihre Lösung für gesunde Arterien in nur 28 Tagen!',
        counter: 'Gesunde Ernährung in nur 10 Minuten am Tag.',
      },
      {
        phrase: 'glied|penis ... erigiert|vergrossern|vergrossert|vergrosserung|verlangern|verlangert|verlangerung',
        example: 'Sie müssen nur noch warten, bis Ihr Glied erigiert!',
        counter: 'Das Glied der Kette ist gerissen.',
      },
      // Seers selling readings: the angels or the stars have something in store for the reader.
      {
        phrase: 'horoskop|vorhersagen|botschaft|hilfe|segen der engel',
        example: 'Vorhersagen im Horoskop der Engel',
        counter: 'Vorhersagen für das Wetter am Wochenende',
      },
      {
        phrase: 'was die engel|geister fur sie|dich bereithalten|vorhersagen|offenbaren',
        example: 'Entdecken Sie, was die Engel für Sie bereithalten.',
        counter: 'Sehen Sie, was die Sterne für Sie bereithalten.',
      },
      {
        phrase: 'ficken|fickt|fickdate|fickdates|fickbeziehung|ladung_sperma',
        example: 'Mit einer echten Ladung Sperma?',
        counter: 'Eine Ladung Sand für den Garten.',
      },
      // Dating-Maschen: Fotos oder Nachrichten erst nach einer Altersbestätigung.
      {
        phrase: 'foto|fotos|bilder|nachricht|nachrichten|videos ... bestatige|bestatigen|verifiziere|verifizieren ... volljahrig|uber_18',
        example: 'Um das Foto zu sehen, bestätige kurz, dass du volljährig bist.',
        counter: 'Bitte bestätigen Sie beim Weinkauf, dass Sie volljährig sind.',
      },
    ],
    // A national regulator's licence or mandated safer-gambling line (see the en lexicon).
    safer_gambling: [
      {
        phrase: 'glucksspiel kann suchtig machen',
        example: '18+. Glücksspiel kann süchtig machen.',
        counter: 'Glücksspiel ist ein altes Thema der Literatur.',
      },
      {
        phrase: 'gemeinsame_glucksspielbehorde|glucksspielbehorde',
        example: 'Erlaubt durch die Gemeinsame Glücksspielbehörde der Länder (GGL).',
        counter: 'Die Behörde prüft den Antrag.',
      },
      {
        phrase: 'check_dein_spiel',
        example: 'Hilfe: www.check-dein-spiel.de',
        counter: 'Check dein Fahrrad vor der Tour.',
      },
    ],
    scam_question: [
      // Wer weiterleitet, was er bekam, und fragt, ob es echt ist: seine Frage, nicht die Worte des Köders.
      {
        phrase: 'ist_das|ist_das_jetzt echt|betrug|phishing|fake|serios',
        example: 'Ist das echt oder Betrug?',
        counter: 'Das ist echt Betrug am Kunden, sagt der Richter.',
      },
      {
        phrase: 'echt|serios oder ... betrug|fake|phishing|abzocke',
        example: 'Ist das echt oder Betrug?',
        counter: 'Echter Betrug wird verfolgt.',
      },
      {
        phrase: 'habe|hab nichts|auf_nichts angeklickt|geklickt|geoffnet',
        example: 'Ich habe nichts angeklickt.',
        counter: 'Falls Sie nichts angeklickt haben, ist alles gut.',
      },
      {
        phrase: 'sieht|wirkt|klingt nach|wie betrug|phishing|fake|abzocke|spam',
        example: 'Sieht nach Phishing aus.',
        counter: 'Sieht nach Regen aus.',
      },
      {
        phrase: 'ich_glaube|ich_denke|ich_vermute|bestimmt das|es ist betrug|phishing|fake|abzocke|spam',
        example: 'Ich glaube, das ist Phishing.',
        counter: 'Ich glaube, das ist gut.',
      },
      {
        phrase: 'ob das|es|die_mail|diese_mail echt|serios|sicher|betrug|phishing|fake ist',
        example: 'Kannst du mal prüfen, ob das echt ist?',
        counter: 'Bitte prüfen, ob das Datum stimmt.',
      },
      // An IT desk or a bank warning about the message it quotes: the lure is fake, not theirs.
      {
        phrase:
          'phishing_mail|phishing_mails|phishing_e_mail|phishing_e_mails|phishingmail|phishingmails|betrugsmail|betrugsmails|phishing_welle|phishingwelle|phishing_kampagne|phishingkampagne',
        example: 'Derzeit kursieren Phishing-Mails im Namen der IT.',
        counter: 'Die Schulung zu Passwörtern findet am Montag statt.',
      },
      {
        phrase: 'gefalschte|gefalschten|betrugerische|betrugerischen e_mail|e_mails|mail|mails|nachricht|nachrichten',
        example: 'Mehrere Kollegen haben eine gefälschte E-Mail erhalten.',
        counter: 'Die Nachricht des Direktors kam heute früh.',
      },
      {
        phrase: 'stammt|stammen|kommt|kommen nicht von_uns|vom_it|von_der_bank|von_der_universitat',
        example: 'Diese Nachricht stammt nicht von uns.',
        counter: 'Das Paket kommt nicht vor Montag.',
      },
      {
        phrase: 'niemals|nie ... ... passwort|passworter|kennwort|zugangsdaten',
        example: 'Wir werden Sie niemals per E-Mail nach Ihrem Passwort fragen.',
        counter: 'Ändern Sie Ihr Passwort alle sechs Monate.',
      },
    ],
  },
};
