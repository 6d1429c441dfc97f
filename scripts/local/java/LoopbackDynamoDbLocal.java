/*
 * Starts DynamoDB Local listening on 127.0.0.1 only (issue 14). DynamoDB Local has no bind option (its -help lists
 * -port, -inMemory, -dbPath, -sharedDb, -cors, -delayTransientStatuses, -optimizeDbBeforeStartup,
 * -disableTelemetry) and its embedded Jetty listens on every interface, so anyone on the network could read every
 * contact or raise their own limit. This launcher builds the server exactly as the jar's own main does
 * (ServerRunner.createServerFromCommandLineArgs, same arguments), sets the host of its Jetty connectors to
 * 127.0.0.1 (reflection: the Jetty server is a private field), then starts it.
 *
 * Run as a single-file program (Java 11+):
 *   java -Djava.library.path=./DynamoDBLocal_lib -cp "DynamoDBLocal.jar:DynamoDBLocal_lib/*" \
 *     scripts/local/java/LoopbackDynamoDbLocal.java -inMemory -sharedDb -port 8000 -disableTelemetry
 */
import java.lang.reflect.Field;
import java.lang.reflect.Method;

public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    Class<?> runner = Class.forName("com.amazonaws.services.dynamodbv2.local.main.ServerRunner");
    Object proxy = runner.getMethod("createServerFromCommandLineArgs", String[].class).invoke(null, (Object) args);
    Field field = proxy.getClass().getDeclaredField("server");
    field.setAccessible(true);
    Object jetty = field.get(proxy);
    Object[] connectors = (Object[]) jetty.getClass().getMethod("getConnectors").invoke(jetty);
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind");
    for (Object connector : connectors) {
      Method setHost = connector.getClass().getMethod("setHost", String.class);
      setHost.invoke(connector, "127.0.0.1");
    }
    proxy.getClass().getMethod("start").invoke(proxy);
    System.out.println("DynamoDB Local listening on 127.0.0.1 only");
    proxy.getClass().getMethod("join").invoke(proxy);
  }
}
