#include "HttpDate.h"

#include <QLocale>
#include <QTimeZone>

namespace volcano::httpdate {
namespace {
const QString kFormat = QStringLiteral("ddd, dd MMM yyyy hh:mm:ss 'GMT'");
}

QByteArray format(const QDateTime& time)
{
    return QLocale::c().toString(time.toUTC(), kFormat).toLatin1();
}

QDateTime parse(const QByteArray& text)
{
    QDateTime time = QLocale::c().toDateTime(QString::fromLatin1(text.trimmed()), kFormat);
    if (!time.isValid())
        return {};
    time.setTimeZone(QTimeZone::utc());
    return time;
}

} // namespace volcano::httpdate
